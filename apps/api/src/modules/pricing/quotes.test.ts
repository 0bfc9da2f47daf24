import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { quotes } from '../../db/schema'
import { findQuote } from '.'
import { createTestApp } from '../../../test/support/create-test-app'
import { calculate, localPickup, oneWayRequest, places, vehicle } from './price-request-test-kit'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

describe('the signed quote', () => {
  it('carries what was offered for 30 minutes, readable by the app that signed it', async () => {
    const before = Date.now()
    const request = oneWayRequest({ pickup: places.jfk, booking_time: localPickup('23:30') })
    const { data } = (await calculate(app, request)).json()
    const expiresAt = Date.parse(data.quote_expires_at)
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000)

    const reading = app.quoteSigner.read(data.quote_id)
    expect(reading).toHaveProperty('quote')
    const quote = 'quote' in reading ? reading.quote : undefined
    expect(quote).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      areaId: 'new-york',
      rideType: 'one-way',
      timezone: 'America/New_York',
      distanceKm: data.distance_km,
      durationMin: data.duration_min,
      meetGreetMode: 'additional_charge',
      meetGreetChargeCents: 2500,
      childSeatMode: 'additional_charge',
      childSeatChargeCents: 1500,
      expired: false,
    })
    expect(quote!.request.pickup).toEqual(places.jfk)
    expect(quote!.pickupAt.toISOString()).toBe(new Date(request.booking_time).toISOString())
    expect(quote!.vehicles).toHaveLength(13)
    const sedan = quote!.vehicles.find((v) => v.vehicle_class_id === 'sedan')!
    // From JFK at 23:30: airport fee $15 and New York's 10 % night surcharge on the ride.
    expect(sedan).toMatchObject({
      city_vehicle_id: 'new-york:sedan',
      price_cents: Math.round(vehicle(data, 'sedan').price * 100),
      airport_fee_cents: 1500,
      night_charge_cents: Math.round(sedan.ride_cents / 10),
    })
    expect(sedan.ride_cents + sedan.airport_fee_cents + sedan.night_charge_cents).toBe(
      sedan.price_cents,
    )
    expect(vehicle(data, 'sedan').night_charge_amount).toBe(sedan.night_charge_cents / 100)
    // The public quote names the airport fee too: the wizard shows it as its own fare line.
    expect(vehicle(data, 'sedan').airport_fee_amount).toBe(15)

    const later = new Date(expiresAt + 1000)
    expect(app.quoteSigner.read(data.quote_id, later)).toEqual({ refused: 'expired' })
  })

  it('is not written to the database: pricing stores no quote', async () => {
    const count = async () => (await app.db.select({ id: quotes.id }).from(quotes)).length
    const before = await count()
    for (const booking_time of [localPickup('09:00'), localPickup('23:30')]) {
      const response = await calculate(app, oneWayRequest({ pickup: places.jfk, booking_time }))
      expect(response.statusCode).toBe(200)
      expect(response.json().data.quote_id).toMatch(/^q1\./)
    }
    expect(await count()).toBe(before)
  })
})

describe('a stored quote (one a booking used)', () => {
  it('finds nothing for an unknown or malformed id', async () => {
    expect(await findQuote(app.db, '6f1c2a9e-1111-4a4a-9b9b-123456789abc')).toBeUndefined()
    expect(await findQuote(app.db, 'not-a-uuid')).toBeUndefined()
    expect(await findQuote(app.db, "'; drop table quotes; --")).toBeUndefined()
  })
})

describe('ROUTING_URL', () => {
  let router: Server
  let routerUrl: string
  const asked: string[] = []
  let answer: { status: number; body: unknown } = { status: 200, body: {} }

  beforeAll(async () => {
    router = createServer((request, response) => {
      asked.push(request.url ?? '')
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(answer.body))
    })
    await new Promise<void>((resolve) => router.listen(0, '127.0.0.1', resolve))
    routerUrl = `http://127.0.0.1:${(router.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => router.close(resolve)))

  let routed: App
  beforeAll(async () => {
    routed = await createTestApp({ env: { ROUTING_URL: routerUrl } })
  })
  afterAll(() => routed.close())

  const routedQuote = async () => (await calculate(routed, oneWayRequest())).json().data

  it('takes distance and time from the router when it answers', async () => {
    answer = { status: 200, body: { code: 'Ok', routes: [{ distance: 7345, duration: 1234 }] } }
    const data = await routedQuote()
    expect(asked.at(-1)).toBe('/route/v1/driving/-73.9855,40.758;-73.9654,40.7829?overview=false')
    expect(data).toMatchObject({ distance_km: 7.3, duration_min: 21 })
  })

  it('falls back to the estimate when the router fails', async () => {
    const estimate = (await calculate(app, oneWayRequest())).json().data
    answer = { status: 500, body: { message: 'down' } }
    expect(await routedQuote()).toMatchObject({
      distance_km: estimate.distance_km,
      duration_min: estimate.duration_min,
    })
    answer = { status: 200, body: { code: 'NoRoute', routes: [] } }
    expect((await routedQuote()).distance_km).toBe(estimate.distance_km)
  })
})
