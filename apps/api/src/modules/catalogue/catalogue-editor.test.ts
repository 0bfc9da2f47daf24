import {
  cancellationTermsMessages,
  catalogueMessages,
  defaultWaitingPolicy,
} from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { calculate, localPickup, oneWayRequest, vehicle } from '../pricing/price-request-test-kit'
import { setBooking } from '../bookings/ops-booking-test-kit'
import {
  bookingPayload,
  bookingToken,
  payAndComplete,
  postBooking,
} from '../bookings/test-fixtures'
import { signedInAdmin, useStepClock } from '../operators/operator-test-kit'
import { areaBody, call, rateBody, sampleTrip } from './catalogue-editor-test-kit'
import { waitingPolicyFor } from './waiting-policy'

type Entry = { action: string; before: unknown; after: unknown }

describe('catalogue editor', () => {
  let app: App
  let admin: Awaited<ReturnType<typeof signedInAdmin>>
  const auditOf = async (kind: string, id: string) => {
    const response = await call(
      app,
      admin.token,
      'GET',
      `/ops/audit?target_kind=${kind}&target_id=${id}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.entries as Entry[]
  }

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    admin = await signedInAdmin(app)
  })
  afterAll(() => app.close())

  it('lists the seeded areas with their class counts', async () => {
    const response = await call(app, admin.token, 'GET', '/ops/catalogue/areas')
    expect(response.statusCode).toBe(200)
    const newYork = response
      .json()
      .data.areas.find((area: { id: string }) => area.id === 'new-york')
    expect(newYork).toMatchObject({
      name: 'New York',
      timezone: 'America/New_York',
      active: true,
      vehicle_classes: 13,
    })
  })

  it('creates, changes, deactivates and reactivates an area, auditing each change', async () => {
    const created = await call(app, admin.token, 'POST', '/ops/catalogue/areas', areaBody)
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().data).toMatchObject({
      area: { id: 'pune', lead_time_hours: 4 },
      rates: [],
    })

    const again = await call(app, admin.token, 'POST', '/ops/catalogue/areas', areaBody)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(catalogueMessages.areaIdTaken)

    const url = '/ops/catalogue/areas/pune'
    const changed = await call(app, admin.token, 'PATCH', url, { night_surcharge_percent: 25 })
    expect(changed.json().data.area.night_surcharge_percent).toBe(25)
    expect(
      (await call(app, admin.token, 'PATCH', url, { active: false })).json().data.area.active,
    ).toBe(false)
    expect((await call(app, admin.token, 'PATCH', url, { active: true })).statusCode).toBe(200)

    const rate = await call(app, admin.token, 'PUT', `${url}/rates/sedan`, rateBody)
    expect(rate.statusCode, rate.body).toBe(200)
    expect(rate.json().data.rate).toMatchObject({ vehicle_class_id: 'sedan', per_km_cents: 300 })

    expect((await auditOf('service_area', 'pune')).map((entry) => entry.action)).toEqual([
      'service_area.reactivate',
      'service_area.deactivate',
      'service_area.update',
      'service_area.create',
    ])
    expect((await auditOf('service_area', 'pune'))[2]).toMatchObject({
      before: { night_surcharge_percent: 20 },
      after: { night_surcharge_percent: 25 },
    })
    expect(await auditOf('area_rate', 'pune:sedan')).toMatchObject([
      { action: 'area_rate.update', before: null, after: { base_fare_cents: 2000 } },
    ])
  })

  it('keeps each area’s waiting policy, with a class’s own waiting charge', async () => {
    const created = await call(app, admin.token, 'POST', '/ops/catalogue/areas', {
      ...areaBody,
      id: 'goa',
      name: 'Goa',
      free_waiting_other_minutes: 20,
    })
    expect(created.statusCode, created.body).toBe(201)
    // What is not sent starts at the defaults the terms quote.
    expect(created.json().data.area).toMatchObject({
      free_waiting_airport_minutes: 60,
      free_waiting_other_minutes: 20,
      waiting_charge_cents_per_block: 1000,
      no_show_radius_meters: 300,
      arrival_buffer_minutes: 60,
    })
    const url = '/ops/catalogue/areas/goa'
    const changed = await call(app, admin.token, 'PATCH', url, {
      waiting_charge_cents_per_block: 600,
      no_show_radius_meters: 450,
      arrival_buffer_minutes: 45,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().data.area).toMatchObject({
      free_waiting_other_minutes: 20,
      waiting_charge_cents_per_block: 600,
      no_show_radius_meters: 450,
      arrival_buffer_minutes: 45,
    })
    const sedan = await call(app, admin.token, 'PUT', `${url}/rates/sedan`, rateBody)
    expect(sedan.json().data.rate.waiting_charge_cents_per_block).toBeNull()
    const coach = await call(app, admin.token, 'PUT', `${url}/rates/coach-bus`, {
      ...rateBody,
      waiting_charge_cents_per_block: 2500,
    })
    expect(coach.statusCode, coach.body).toBe(200)
    expect(coach.json().data.rate.waiting_charge_cents_per_block).toBe(2500)
    const detail = (await call(app, admin.token, 'GET', url)).json().data
    expect(
      detail.rates.map(
        (r: { vehicle_class_id: string; waiting_charge_cents_per_block: unknown }) => [
          r.vehicle_class_id,
          r.waiting_charge_cents_per_block,
        ],
      ),
    ).toEqual(
      expect.arrayContaining([
        ['sedan', null],
        ['coach-bus', 2500],
      ]),
    )

    const area = {
      freeMinutesAirportArrival: 60,
      freeMinutesOther: 20,
      noShowRadiusMeters: 450,
      arrivalBufferMinutes: 45,
    }
    expect(await waitingPolicyFor(app.db, 'goa', 'sedan')).toEqual({
      ...area,
      chargeCentsPerBlock: 600,
    })
    expect(await waitingPolicyFor(app.db, 'goa', 'coach-bus')).toEqual({
      ...area,
      chargeCentsPerBlock: 2500,
    })
    // A class without rates there takes the area's charge; no area, the defaults.
    expect((await waitingPolicyFor(app.db, 'goa', 'party-bus')).chargeCentsPerBlock).toBe(600)
    expect(await waitingPolicyFor(app.db, null, 'sedan')).toEqual(defaultWaitingPolicy)
    expect(await waitingPolicyFor(app.db, 'atlantis', 'sedan')).toEqual(defaultWaitingPolicy)
    // The seeded areas start at the defaults.
    expect(await waitingPolicyFor(app.db, 'new-york', 'sedan')).toEqual(defaultWaitingPolicy)

    const bad = await call(app, admin.token, 'PATCH', url, {
      free_waiting_airport_minutes: 500,
      no_show_radius_meters: 10,
      arrival_buffer_minutes: -5,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'free_waiting_airport_minutes',
          message: catalogueMessages.freeWaitingInvalid,
        }),
        expect.objectContaining({
          path: 'no_show_radius_meters',
          message: catalogueMessages.noShowRadiusInvalid,
        }),
        expect.objectContaining({
          path: 'arrival_buffer_minutes',
          message: catalogueMessages.arrivalBufferInvalid,
        }),
      ]),
    )
    const badRate = await call(app, admin.token, 'PUT', `${url}/rates/sedan`, {
      ...rateBody,
      waiting_charge_cents_per_block: 12.5,
    })
    expect(badRate.statusCode).toBe(400)
    expect(badRate.json().error.details).toEqual([
      expect.objectContaining({
        path: 'waiting_charge_cents_per_block',
        message: catalogueMessages.centsInvalid,
      }),
    ])
  })

  it('names the field and its rule for a bad value', async () => {
    const response = await call(app, admin.token, 'PATCH', '/ops/catalogue/areas/new-york', {
      night_surcharge_percent: 120,
      timezone: 'Nowhere/Special',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'night_surcharge_percent',
          message: catalogueMessages.percentInvalid,
        }),
        expect.objectContaining({ path: 'timezone', message: 'Enter a valid IANA time zone' }),
      ]),
    )
    const rate = await call(app, admin.token, 'PUT', '/ops/catalogue/areas/new-york/rates/sedan', {
      ...rateBody,
      per_km_cents: -1,
    })
    expect(rate.statusCode).toBe(400)
    expect(rate.json().error.details).toEqual([
      expect.objectContaining({ path: 'per_km_cents', message: catalogueMessages.centsInvalid }),
    ])
    const unknown = await call(app, admin.token, 'GET', '/ops/catalogue/areas/atlantis')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe(catalogueMessages.areaNotFound)
  })

  it('previews unsaved values with the price quotes would give', async () => {
    const preview = (body: object) =>
      call(app, admin.token, 'POST', '/ops/catalogue/areas/pune/preview', body)
    const saved = (await preview({ trip: sampleTrip })).json().data.vehicles
    // Pune sedan: $20 + 10 km × $3 + 20 min × $1 = $70, above the $60 minimum.
    expect(saved).toEqual([
      expect.objectContaining({
        vehicle_class_id: 'sedan',
        price_cents: 7000,
        price_type: 'fixed',
      }),
    ])
    const edited = await preview({
      trip: { ...sampleTrip, pickup_local_time: '23:00' },
      area: { night_surcharge_percent: 50 },
      rates: { sedan: { ...rateBody, per_km_cents: 400 } },
    })
    expect(edited.json().data.vehicles[0]).toMatchObject({
      price_cents: 12000,
      night_charge_cents: 4000,
    })
    const bad = await preview({ trip: { ...sampleTrip, passengers: 0 } })
    expect(bad.statusCode).toBe(400)
  })

  it('gives new quotes the new rate within 30 seconds and leaves a booking’s fare alone', async () => {
    const request = oneWayRequest({ booking_time: localPickup('10:00') })
    const before = (await calculate(app, request)).json().data
    const sedan = vehicle(before, 'sedan')
    const booked = await postBooking(
      app,
      bookingPayload(before.quote_id, {
        pickup_location: 'Times Square',
        dropoff_location: 'Central Park',
        pickup_time: request.booking_time,
        vehicle_price: sedan.price,
      }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    const booking = booked.json().data

    const preview = await call(app, admin.token, 'POST', '/ops/catalogue/areas/new-york/preview', {
      trip: {
        ...sampleTrip,
        distance_km: before.distance_km,
        duration_min: before.duration_min,
      },
    })
    const previewed = preview
      .json()
      .data.vehicles.find((v: { vehicle_class_id: string }) => v.vehicle_class_id === 'sedan')
    expect(previewed.price_cents).toBe(Math.round(sedan.price * 100))

    const raised = { ...rateBody, base_fare_cents: 20000, minimum_fare_cents: 20000 }
    const put = await call(
      app,
      admin.token,
      'PUT',
      '/ops/catalogue/areas/new-york/rates/sedan',
      raised,
    )
    expect(put.statusCode).toBe(200)
    vi.setSystemTime(Date.now() + 30_000)

    const after = (
      await calculate(app, oneWayRequest({ booking_time: localPickup('10:00') }))
    ).json().data
    const metered = 200 + 3 * after.distance_km + 1 * after.duration_min
    expect(vehicle(after, 'sedan').price).toBe(Math.round(metered * 100) / 100)
    expect(vehicle(after, 'sedan').price).not.toBe(sedan.price)

    const kept = await app.inject({
      method: 'GET',
      url: `/api/v1/bookings/${booking.id}`,
      headers: { 'x-booking-token': booking.access_token },
    })
    expect(kept.json().data).toMatchObject({
      vehicle_price: sedan.price,
      total_price: sedan.price,
    })
  })

  it('gives a class its own refund tiers: new quotes carry them, bookings keep theirs', async () => {
    const standard = {
      transfer: [{ hours_notice: 24, refund_percent: 100 }],
      charter: [{ hours_notice: 48, refund_percent: 100 }],
      multiday: [{ hours_notice: 72, refund_percent: 100 }],
    }
    const own = {
      // Given out of order: kept largest notice first.
      transfer: [
        { hours_notice: 12, refund_percent: 50 },
        { hours_notice: 72, refund_percent: 100 },
      ],
      charter: [{ hours_notice: 24, refund_percent: 100 }],
      multiday: [{ hours_notice: 96, refund_percent: 100 }],
    }
    const url = '/ops/catalogue/areas/new-york'
    const bookSedan = async () => {
      const request = oneWayRequest({ booking_time: localPickup('10:00') })
      const quote = (await calculate(app, request)).json().data
      const sedan = vehicle(quote, 'sedan') as { price: number; cancellation_terms?: unknown }
      const created = await postBooking(
        app,
        bookingPayload(quote.quote_id, {
          pickup_location: 'Times Square',
          dropoff_location: 'Central Park',
          pickup_time: request.booking_time,
          vehicle_price: sedan.price,
        }),
      )
      expect(created.statusCode, created.body).toBe(201)
      const booking = created.json().data
      expect((await payAndComplete(app, booking)).statusCode).toBe(200)
      return { booking, quoted: sedan.cancellation_terms }
    }

    const before = await bookSedan()
    expect(before.quoted).toEqual(standard)

    const bad = await call(app, admin.token, 'PUT', `${url}/rates/sedan`, {
      ...rateBody,
      cancellation_terms: { ...own, charter: [{ hours_notice: 24, refund_percent: 0 }] },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details).toEqual([
      expect.objectContaining({
        path: 'cancellation_terms.charter.0.refund_percent',
        message: cancellationTermsMessages.percentInvalid,
      }),
    ])
    const put = await call(app, admin.token, 'PUT', `${url}/rates/sedan`, {
      ...rateBody,
      cancellation_terms: own,
    })
    expect(put.statusCode, put.body).toBe(200)
    const kept = { ...own, transfer: [own.transfer[1], own.transfer[0]] }
    expect(put.json().data.rate.cancellation_terms).toEqual(kept)
    const shown = (await call(app, admin.token, 'GET', url)).json().data
    expect(shown.vehicle_classes).toContainEqual(
      expect.objectContaining({ id: 'sedan', seats: 3, standard_cancellation_terms: standard }),
    )
    vi.setSystemTime(Date.now() + 30_000)

    const after = await bookSedan()
    expect(after.quoted).toEqual(kept)

    // Both cancelled 30 hours ahead: the first by the standard terms (in full), the second by
    // the class's own (half: less than 72 hours, at least 12).
    const cancelAt30Hours = async ({ booking }: { booking: Record<string, string> }) => {
      await setBooking(app, booking.id!, { pickupTime: new Date(Date.now() + 30 * 3_600_000) })
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/rides/${booking.booking_code}/cancel`,
        headers: bookingToken(booking.access_token!),
        payload: {},
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data.cancellation.cancelled.refund_percent
    }
    const pickupIn100Hours = new Date(Date.now() + 100 * 3_600_000)
    await setBooking(app, after.booking.id, { pickupTime: pickupIn100Hours })
    const ridePage = await app.inject({
      url: `/api/v1/rides/${after.booking.booking_code}`,
      headers: bookingToken(after.booking.access_token),
    })
    // The ride page promises a full refund until 72 hours before the pickup.
    const freeUntil = ridePage.json().data.cancellation.free_until
    expect(new Date(freeUntil).getTime()).toBe(pickupIn100Hours.getTime() - 72 * 3_600_000)
    expect(await cancelAt30Hours(before)).toBe(100)
    expect(await cancelAt30Hours(after)).toBe(50)

    // Back to the standard terms for new quotes.
    await call(app, admin.token, 'PUT', `${url}/rates/sedan`, rateBody)
  })
})
