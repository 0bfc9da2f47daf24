import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { calculate, localPickup, oneWayRequest, places, vehicle } from './price-request-test-kit'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

describe('POST /api/v1/prices/calculate', () => {
  it('prices every class of the area for a one-way ride', async () => {
    const response = await calculate(app, oneWayRequest())
    expect(response.statusCode).toBe(200)
    const { success, data } = response.json()
    expect(success).toBe(true)
    expect(data.available_vehicles).toHaveLength(13)
    expect(data.distance_km).toBeGreaterThan(2)
    expect(data.duration_min).toBeGreaterThan(0)
    const sedan = vehicle(data, 'sedan')
    // New York sedan: $10 base + $1.80/km + $0.50/min, at least $45.
    const metered = 10 + 1.8 * data.distance_km + 0.5 * data.duration_min
    expect(sedan).toEqual({
      city_vehicle_id: 'new-york:sedan',
      vehicle_name: 'Sedan',
      vehicle_model: 'Toyota Corolla or similar',
      vehicle_type: 'standard',
      vehicle_logo: '/images/fleet/sedan.svg',
      passenger_capacity: 3,
      luggage_capacity: 2,
      price: Math.round(Math.max(45, metered) * 100) / 100,
      price_type: 'fixed',
      night_charge_amount: 0,
      airport_fee_amount: 0,
      meet_greet_mode: 'additional_charge',
      child_seat_mode: 'additional_charge',
      // The standard terms for three seats (the class has none of its own).
      cancellation_terms: {
        transfer: [{ hours_notice: 24, refund_percent: 100 }],
        charter: [{ hours_notice: 48, refund_percent: 100 }],
        multiday: [{ hours_notice: 72, refund_percent: 100 }],
      },
    })
    expect(vehicle(data, 'first-class-sedan').price).toBeGreaterThan(sedan.price)
  })

  it('offers only the classes that seat every passenger', async () => {
    const { data } = (await calculate(app, oneWayRequest({ passengers: 8 }))).json()
    const classes = data.available_vehicles.map((v: { city_vehicle_id: string }) =>
      v.city_vehicle_id.replace('new-york:', ''),
    )
    expect(classes).not.toContain('sedan')
    expect(classes).not.toContain('first-class-sedan')
    expect(classes).not.toContain('mpv')
    expect(classes).toEqual([
      'business-minivan',
      'minibus-8',
      'minibus-16',
      'bus-30',
      'coach-bus',
      'party-bus',
    ])
  })

  it('adds the return leg less the discount for a round trip', async () => {
    const oneWay = (await calculate(app, oneWayRequest())).json().data
    const roundTrip = (
      await calculate(
        app,
        oneWayRequest({ roundTrip: true, roundTripDateTime: localPickup('18:00') }),
      )
    ).json().data
    // New York gives 10 % off the return leg.
    expect(vehicle(roundTrip, 'sedan').price).toBeCloseTo(vehicle(oneWay, 'sedan').price * 1.9, 1)
  })

  it('prices hourly and multi-day hire by time, without a route', async () => {
    const hourly = (
      await calculate(app, oneWayRequest({ ride_type: 'hourly', dropoff: undefined, duration: 3 }))
    ).json().data
    expect(hourly.distance_km).toBeNull()
    expect(hourly.duration_min).toBeNull()
    expect(vehicle(hourly, 'sedan')).toMatchObject({ price: 195, price_type: 'hourly' })
    const multiday = (
      await calculate(app, oneWayRequest({ ride_type: 'multiday', dropoff: undefined, days: 2 }))
    ).json().data
    expect(vehicle(multiday, 'sedan')).toMatchObject({ price: 900, price_type: 'daily' })
  })

  it('adds the airport fee when the pickup is an airport', async () => {
    const hourlyAt = async (pickup: typeof places.jfk) =>
      (
        await calculate(
          app,
          oneWayRequest({ ride_type: 'hourly', pickup, dropoff: undefined, duration: 2 }),
        )
      ).json().data
    expect(vehicle(await hourlyAt(places.timesSquare), 'sedan').price).toBe(130)
    // New York's airport fee is $15.
    expect(vehicle(await hourlyAt(places.jfk), 'sedan').price).toBe(145)
  })

  it('adds the night surcharge by the pickup’s local clock', async () => {
    // Delhi: sedan $13 an hour, 25 % at night; the test server's own zone does not matter.
    const priceAt = async (time: string) => {
      const body = oneWayRequest({
        ride_type: 'hourly',
        pickup: places.connaughtPlace,
        dropoff: undefined,
        duration: 2,
        booking_time: localPickup(time, 'Asia/Kolkata'),
        timezone: 'Asia/Kolkata',
      })
      const sedan = vehicle((await calculate(app, body)).json().data, 'sedan')
      return [sedan.price, sedan.night_charge_amount]
    }
    expect(await priceAt('21:59')).toEqual([26, 0])
    expect(await priceAt('22:00')).toEqual([32.5, 6.5])
    expect(await priceAt('07:59')).toEqual([32.5, 6.5])
    expect(await priceAt('08:00')).toEqual([26, 0])
  })
})
