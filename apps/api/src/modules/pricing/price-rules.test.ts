import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { areaVehicleRates } from '../../db/tables/catalogue'
import { createTestApp } from '../../../test/support/create-test-app'
import { calculate, localPickup, oneWayRequest, places, vehicle } from './price-request-test-kit'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

const inArea = (pickup: typeof places.jfk, timezone: string) =>
  oneWayRequest({
    ride_type: 'hourly',
    pickup,
    dropoff: undefined,
    duration: 2,
    timezone,
    booking_time: localPickup('12:00', timezone),
  })

describe('add-on modes per service area', () => {
  it('charges for both add-ons in New York, with meet & greet included on luxury classes', async () => {
    const { data } = (await calculate(app, inArea(places.timesSquare, 'America/New_York'))).json()
    expect(data).toMatchObject({
      meet_greet_mode: 'additional_charge',
      meet_greet_charge_amount: 25,
      child_seat_mode: 'additional_charge',
      child_seat_charge_amount: 15,
    })
    expect(vehicle(data, 'sedan').meet_greet_mode).toBe('additional_charge')
    for (const luxury of ['business-sedan', 'first-class-sedan', 'business-minivan', 'party-bus']) {
      expect(vehicle(data, luxury).meet_greet_mode).toBe('included')
    }
  })

  it('does not offer child seats in Dubai', async () => {
    const { data } = (await calculate(app, inArea(places.dubaiMall, 'Asia/Dubai'))).json()
    expect(data.child_seat_mode).toBe('not_allowed')
    expect(vehicle(data, 'sedan')).toMatchObject({
      city_vehicle_id: 'dubai:sedan',
      child_seat_mode: 'not_allowed',
    })
  })

  it('includes child seats in Paris', async () => {
    const { data } = (await calculate(app, inArea(places.parisOpera, 'Europe/Paris'))).json()
    expect(data).toMatchObject({
      child_seat_mode: 'included',
      meet_greet_mode: 'additional_charge',
    })
  })
})

describe('a pickup outside every service area', () => {
  it('answers 200 with no vehicles and a reason naming where we operate', async () => {
    const response = await calculate(app, inArea(places.reykjavik, 'Atlantic/Reykjavik'))
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.available_vehicles).toEqual([])
    expect(data.reason).toBe(
      "We don't serve this pickup area yet. We currently operate in Delhi, Dubai, Indore, " +
        'London, Mumbai, New York, Paris and Singapore.',
    )
    expect(data.meet_greet_mode).toBe('not_allowed')
    expect(data.child_seat_mode).toBe('not_allowed')
    expect(data.quote_id).toEqual(expect.any(String))
  })
})

describe('a one-way trip longer than we drive', () => {
  it('answers with no vehicles and says how far we go', async () => {
    const losAngeles = { address: 'Los Angeles, California', lat: 34.0522, lng: -118.2437 }
    const { data } = (await calculate(app, oneWayRequest({ dropoff: losAngeles }))).json()
    expect(data.available_vehicles).toEqual([])
    expect(data.reason).toMatch(
      /^This trip is about [\d,]+ km by road; we drive one-way transfers of up to 800 km\. /,
    )
    expect(data.distance_km).toBeGreaterThan(3900)
  })

  it('still prices a long trip within reach', async () => {
    const philadelphia = { address: 'Philadelphia, Pennsylvania', lat: 39.9526, lng: -75.1652 }
    const { data } = (await calculate(app, oneWayRequest({ dropoff: philadelphia }))).json()
    expect(data.reason).toBeUndefined()
    expect(vehicle(data, 'sedan').price).toBeGreaterThan(0)
  })
})

describe('an area whose operator has withdrawn every class', () => {
  it('answers with no vehicles and says why', async () => {
    const withdrawn = await createTestApp()
    try {
      await withdrawn.db
        .update(areaVehicleRates)
        .set({ active: false })
        .where(eq(areaVehicleRates.areaId, 'indore'))
      const indore = { address: 'Rajwada, Indore', lat: 22.7186, lng: 75.8546 }
      const { data } = (await calculate(withdrawn, inArea(indore, 'Asia/Kolkata'))).json()
      expect(data.available_vehicles).toEqual([])
      expect(data.reason).toBe('We have no vehicle for 2 passengers in Indore right now.')
    } finally {
      await withdrawn.close()
    }
  })
})

describe('validation', () => {
  async function refusal(body: unknown) {
    const response = await calculate(app, body)
    expect(response.statusCode).toBe(400)
    const { success, error } = response.json()
    expect(success).toBe(false)
    return error
  }

  it('names the missing dropoff of a one-way ride', async () => {
    const error = await refusal(oneWayRequest({ dropoff: undefined }))
    expect(error.message).toBe('Dropoff is required for one-way rides')
    expect(error.details).toContainEqual({
      path: 'dropoff',
      message: 'Dropoff is required for one-way rides',
    })
  })

  it('keeps hours, days and passengers within their bounds', async () => {
    const hourly = { ride_type: 'hourly', dropoff: undefined } as const
    expect((await refusal(oneWayRequest({ ...hourly, duration: 25 }))).message).toBe(
      'Hours must be between 1 and 24',
    )
    expect((await refusal(oneWayRequest({ ...hourly, duration: 0 }))).message).toBe(
      'Hours must be between 1 and 24',
    )
    const multiday = { ride_type: 'multiday', dropoff: undefined } as const
    expect((await refusal(oneWayRequest({ ...multiday, days: 1 }))).message).toBe(
      'Days must be between 2 and 30',
    )
    expect((await refusal(oneWayRequest({ ...multiday, days: 31 }))).message).toBe(
      'Days must be between 2 and 30',
    )
    expect((await refusal(oneWayRequest({ passengers: 9 }))).message).toBe(
      'Passengers must be between 1 and 8',
    )
  })

  it('refuses pickups in the past, too soon or more than 12 months ahead', async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString()
    const past = await refusal(oneWayRequest({ booking_time: at(-60_000) }))
    expect(past).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Pickup time is in the past',
      details: [{ path: 'booking_time', message: 'Pickup time is in the past' }],
    })
    expect((await refusal(oneWayRequest({ booking_time: at(3_600_000) }))).message).toBe(
      'Pickup must be at least 2 hours from now',
    )
    expect((await refusal(oneWayRequest({ booking_time: at(396 * 86_400_000) }))).message).toBe(
      'Pickups can be booked up to 12 months ahead',
    )
  })

  it('refuses a body that is not a price request', async () => {
    for (const body of [{}, { ride_type: 'boat' }, [], { ...oneWayRequest(), pickup: 'JFK' }]) {
      const error = await refusal(body)
      expect(error.code).toBe('VALIDATION_FAILED')
    }
  })
})
