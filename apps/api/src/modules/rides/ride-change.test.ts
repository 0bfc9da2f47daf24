import {
  BOOKING_HORIZON_MONTHS,
  operatorCompany,
  pickupTimeMessages,
  rideChangeMessages,
  sourceText,
  worded,
} from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookingEvents, refunds, sandboxGatewayRefunds } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { filled } from '../../i18n/catalogue-test-kit'
import {
  askChange,
  bookRide,
  change,
  changeMails,
  localDate,
  rideToken,
  storedBooking,
  versionOf,
} from './change-test-kit'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app?.close()
})

describe('a free change that costs nothing', () => {
  it('moves the pickup at once, on the timeline, with one mail carrying the ride link', async () => {
    const ride = await bookRide(app, { time: '10:00' })
    const before = await storedBooking(app, ride.id)

    const preview = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${ride.code}/changes/preview`,
      headers: rideToken(ride),
      payload: { change: { date: localDate(11), time: '11:30' } },
    })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().data).toMatchObject({
      allowed: true,
      difference: 0,
      new_total: before.totalCents / 100,
    })

    const response = await change(app, ride, { date: localDate(11), time: '11:30' })
    expect(response.statusCode, response.body).toBe(200)
    const { change: made, ride: view } = response.json().data
    expect(made).toMatchObject({
      status: 'applied',
      difference: 0,
      new_total: before.totalCents / 100,
    })
    expect(view.version).toBe(before.version + 1)
    expect(view.trip.pickup_time).not.toBe(before.pickupTime.toISOString())
    expect(view.change).toMatchObject({ allowed: false, pending: null })
    expect(view.timeline.at(-1)).toMatchObject({
      actor_kind: 'traveller',
      from_status: 'confirmed',
      to_status: 'confirmed',
      details: expect.objectContaining({ change: 'traveller_change' }),
    })
    expect(view.timeline.at(-1).details.after).toContain('Pickup time')

    const after = await storedBooking(app, ride.id)
    // The trip was priced again: its new quote is the booking's now.
    expect(after.quoteId).not.toBe(before.quoteId)
    const mails = await changeMails(app, ride)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.textBody).toContain(`/rides/${ride.code}#`)
    expect(mails[0]!.textBody).toContain('did not alter the price')
  })

  it('refuses a second change, pointing to support', async () => {
    const ride = await bookRide(app)
    expect((await change(app, ride, { passengers: 3 })).statusCode).toBe(200)
    const second = await change(app, ride, { luggage_count: 1 })
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('CONFLICT')
    expect(second.json().error.message).toContain(operatorCompany.supportEmail)
  })

  it('refuses a change within 24 hours of pickup, pointing to support', async () => {
    const ride = await bookRide(app, { hoursAhead: 20 })
    const response = await change(app, ride, { passengers: 1 })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe(worded(rideChangeMessages.tooLate))
    expect(response.json().error.message).toContain(operatorCompany.supportEmail)
  })
})

describe('a refused change in the reader’s language', () => {
  const tooLateInEnglish = `Changes are accepted until 24 hours before pickup. For a change now, write to ${operatorCompany.supportEmail}.`
  const asked = (ride: Awaited<ReturnType<typeof bookRide>>, headers: Record<string, string>) =>
    Promise.all([
      change(app, ride, { passengers: 1 }, { ...rideToken(ride), ...headers }),
      app.inject({
        method: 'POST',
        url: `/api/v1/rides/${ride.code}/changes/preview`,
        headers: { ...rideToken(ride), ...headers },
        payload: { change: { passengers: 1 } },
      }),
      app.inject({
        method: 'GET',
        url: `/api/v1/rides/${ride.code}`,
        headers: { ...rideToken(ride), ...headers },
      }),
    ])

  it('says in English, exactly as before, that changes close 24 hours before pickup', async () => {
    const ride = await bookRide(app, { hoursAhead: 20 })
    const askedIn: Record<string, string>[] = [
      {},
      { 'accept-language': 'en-GB' },
      { 'accept-language': 'pt-BR' },
    ]
    for (const headers of askedIn) {
      const [refused, preview, view] = await asked(ride, headers)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error).toEqual({ code: 'CONFLICT', message: tooLateInEnglish })
      expect(preview.json().data).toMatchObject({ allowed: false, message: tooLateInEnglish })
      expect(view.json().data.change).toMatchObject({
        allowed: false,
        refused_message: tooLateInEnglish,
      })
    }
  })

  // Reads the Spanish from the domain's catalogue: it fails until the translators have put
  // this message in packages/domain/locales/es/domain.po.
  it('says it in Spanish to a Spanish reader, with the hours and the support address', async () => {
    const ride = await bookRide(app, { hoursAhead: 20 })
    const { message, values } = rideChangeMessages.tooLate
    const inSpanish = filled('es', message, values)
    expect(inSpanish).not.toBe(tooLateInEnglish)
    expect(inSpanish).toContain(operatorCompany.supportEmail)
    expect(inSpanish).toContain('24')
    const [refused, preview, view] = await asked(ride, { 'accept-language': 'es-ES,es;q=0.9' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toEqual({ code: 'CONFLICT', message: inSpanish })
    expect(preview.json().data).toMatchObject({ allowed: false, message: inSpanish })
    expect(view.json().data.change).toMatchObject({ allowed: false, refused_message: inSpanish })
  })
})

describe('what a change may ask', () => {
  it('refuses more passengers than the booked vehicle seats, naming the field', async () => {
    const ride = await bookRide(app)
    const response = await change(app, ride, { passengers: 6 })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details).toEqual([
      { path: 'passengers', message: worded(rideChangeMessages.tooManyPassengers(3)) },
    ])
  })

  it('holds the new pickup to the booking bounds', async () => {
    const ride = await bookRide(app)
    const response = await change(app, ride, { date: localDate(400), time: '10:00' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details).toEqual([
      {
        path: 'time',
        message: sourceText._(pickupTimeMessages.beyondHorizon, { months: BOOKING_HORIZON_MONTHS }),
      },
    ])
    expect(await changeMails(app, ride)).toHaveLength(0)
  })

  it('refuses a new dropoff for a round trip and for a ride by the hour', async () => {
    const dropoff = { location: 'Grand Central Terminal, New York', lat: 40.7527, lng: -73.9772 }
    for (const options of [{ roundTrip: true }, { rideType: 'hourly' as const }]) {
      const ride = await bookRide(app, options)
      const response = await change(app, ride, { dropoff })
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json().error.message).toBe(rideChangeMessages.dropoffOneWayOnly)
    }
  })

  it('prices a one-way ride’s new dropoff again', async () => {
    const ride = await bookRide(app)
    const dropoff = { location: 'Brooklyn Bridge Park, Brooklyn', lat: 40.7003, lng: -73.9967 }
    const preview = await app.inject({
      method: 'POST',
      url: `/api/v1/rides/${ride.code}/changes/preview`,
      headers: rideToken(ride),
      payload: { change: { dropoff } },
    })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().data.difference).not.toBe(0)
  })

  it('refuses a stale version with 409 and changes nothing', async () => {
    const ride = await bookRide(app)
    const version = await versionOf(app, ride)
    const response = await askChange(app, ride, {
      change: { passengers: 1 },
      expected_version: version - 1,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe(rideChangeMessages.staleVersion)
    expect((await storedBooking(app, ride.id)).passengers).toBe(2)
  })

  it('answers a retry with the same Idempotency-Key with the same change, mailed once', async () => {
    const ride = await bookRide(app)
    const body = { change: { luggage_count: 1 }, expected_version: await versionOf(app, ride) }
    const headers = { ...rideToken(ride), 'idempotency-key': `change-${ride.code}-retry` }
    const first = await askChange(app, ride, body, headers)
    const again = await askChange(app, ride, body, headers)
    expect(first.statusCode, first.body).toBe(200)
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data.change).toEqual(first.json().data.change)
    expect(await changeMails(app, ride)).toHaveLength(1)
  })
})

describe('who may change a ride', () => {
  it('asks for credentials, and hides other bookings behind 404', async () => {
    const ride = await bookRide(app)
    const other = await bookRide(app)
    const body = { change: { passengers: 1 }, expected_version: 1 }
    expect((await askChange(app, ride, body, {})).statusCode).toBe(401)
    const wrong = await askChange(app, ride, body, rideToken(other))
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().error.code).toBe('NOT_FOUND')
  })
})

describe('a change that costs less', () => {
  it('refunds the difference through the payment port', async () => {
    const ride = await bookRide(app, { meetGreet: true })
    const before = await storedBooking(app, ride.id)
    const response = await change(app, ride, { meet_greet_applicable: false })
    expect(response.statusCode, response.body).toBe(200)
    const { change: made, ride: view } = response.json().data
    expect(made.status).toBe('applied')
    expect(made.difference).toBe(-25)
    expect(view.fare.total).toBe((before.totalCents - 2500) / 100)

    const [refund] = await app.db.select().from(refunds).where(eq(refunds.bookingId, ride.id))
    expect(refund).toMatchObject({ amountCents: 2500, reason: `change:${made.id}` })
    const atGateway = await app.db
      .select()
      .from(sandboxGatewayRefunds)
      .where(eq(sandboxGatewayRefunds.reference, refund!.gatewayReference!))
    expect(atGateway).toEqual([expect.objectContaining({ amountCents: 2500 })])
    const mails = await changeMails(app, ride)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.textBody).toContain('refunding $25.00')
    const [event] = (
      await app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, ride.id))
    ).filter((e) => e.details.change === 'traveller_change')
    expect(event!.details.difference).toBe('-25.00')
  })
})
