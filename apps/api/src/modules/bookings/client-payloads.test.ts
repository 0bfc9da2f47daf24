import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { calculate, localPickup, places } from '../pricing/price-request-test-kit'
import { bookingToken, payAndComplete } from './test-fixtures'

// The calls of a plain client that sends every field of its forms each time: hours and days on a
// one-way quote, no child seat count (or 0) without a child seat, its own card reference. Where
// nothing is priced from a field, its zero is accepted; where a price is, it is still checked.

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const NEW_YORK = 'America/New_York'

/** The price request as such a client sends it: every field, ISO time in UTC. */
function clientPriceRequest(extra: Record<string, unknown>) {
  return {
    ride_type: 'one-way',
    pickup: places.jfk,
    dropoff: places.timesSquare,
    booking_time: new Date(localPickup('10:00')).toISOString(),
    timezone: NEW_YORK,
    roundTrip: false,
    passengers: 2,
    ...extra,
  }
}

type QuotedVehicle = { city_vehicle_id: string; vehicle_name: string; price: number }

/** The booking create payload with exactly the client's fields, plus the quote_id we require. */
function clientBooking(quote: Record<string, unknown>, request: Record<string, unknown>) {
  const vehicle = (quote.available_vehicles as QuotedVehicle[])[0]!
  return {
    quote_id: quote.quote_id,
    name: 'Amara Okafor',
    phone_number: '+12125550147',
    email: 'amara@example.com',
    whatsapp_number: '',
    flight_number: '',
    luggage_count: 1,
    driver_instructions: '',
    pickup_location: places.jfk.address,
    dropoff_location: places.timesSquare.address,
    pickup_time: request.booking_time,
    vehicle_id: vehicle.city_vehicle_id,
    vehicle_name: vehicle.vehicle_name,
    vehicle_price: vehicle.price,
    meet_greet_applicable: false,
    meet_greet_charge: quote.meet_greet_charge_amount,
    child_seat_applicable: false,
    child_seat_charge: quote.child_seat_charge_amount,
    night_charge_applicable: false,
    night_charge_amount: 0,
    payment_status: 'pending',
    payment_reference: '',
    booking_status: 'pending_payment',
    currency_code: 'USD',
    timezone: 'Europe/Berlin',
    is_round_trip: false,
    round_trip_time: null,
  }
}

describe('the payloads of a client that sends every field', () => {
  it.each([
    ['zeros', { duration: 0, days: 0 }, {}],
    ['nulls', { duration: null, days: null }, {}],
    ['zeros and child_seat_count 0', { duration: 0, days: 0 }, { child_seat_count: 0 }],
  ])('quotes, books and completes with %s', async (_label, hoursAndDays, seats) => {
    const request = clientPriceRequest(hoursAndDays)
    const quoted = await calculate(app, request)
    expect(quoted.statusCode).toBe(200)
    const quote = quoted.json().data

    const booking = { ...clientBooking(quote, request), ...seats }
    const created = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload: booking })
    expect(created.statusCode).toBe(201)
    const { id, booking_code, access_token } = created.json().data

    const done = await payAndComplete(
      app,
      { id, access_token },
      {
        completion: {
          payment_status: 'success',
          payment_reference: 'CARD-PAYMENT-7f3a9c-from-the-card-form',
          booking_status: 'confirmed',
          currency_code: 'USD',
          timezone: 'Europe/Berlin',
          is_round_trip: false,
          round_trip_time: null,
        },
      },
    )
    expect(done.statusCode).toBe(200)
    expect(done.json().data).toEqual({ booking_code })
    const read = await app.inject({
      url: `/api/v1/bookings/${id}`,
      headers: bookingToken(access_token),
    })
    // The reference stored is the server's own; the client's text decides nothing.
    expect(read.json().data).toMatchObject({
      booking_status: 'confirmed',
      payment_reference: expect.stringMatching(/^sbpay_/),
      child_seat_applicable: false,
    })
  })

  it('still checks what sets a price: hours of an hourly ride, days of a multi-day hire', async () => {
    const hourly = clientPriceRequest({ ride_type: 'hourly', duration: 0, days: 0 })
    delete (hourly as { dropoff?: unknown }).dropoff
    const noHours = await calculate(app, hourly)
    expect(noHours.statusCode).toBe(400)
    expect(noHours.json().error.details).toContainEqual({
      path: 'duration',
      message: 'Hours must be between 1 and 24',
    })

    const fourHours = await calculate(app, { ...hourly, duration: 4 })
    expect(fourHours.statusCode).toBe(200)

    const multiday = { ...hourly, ride_type: 'multiday', duration: null, days: 1 }
    const oneDay = await calculate(app, multiday)
    expect(oneDay.statusCode).toBe(400)
    expect(oneDay.json().error.details).toContainEqual({
      path: 'days',
      message: 'Days must be between 2 and 30',
    })

    const hoursOnOneWay = await calculate(app, clientPriceRequest({ duration: 3 }))
    expect(hoursOnOneWay.statusCode).toBe(400)
    expect(hoursOnOneWay.json().error.details).toContainEqual({
      path: 'duration',
      message: 'Hours apply to hourly rides only',
    })
  })

  it('refuses child_seat_count 0 once a child seat is chosen', async () => {
    const request = clientPriceRequest({})
    const quote = (await calculate(app, request)).json().data
    const booking = {
      ...clientBooking(quote, request),
      child_seat_applicable: true,
      child_seat_count: 0,
    }
    const response = await app.inject({ method: 'POST', url: '/api/v1/bookings', payload: booking })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details).toContainEqual({
      path: 'child_seat_count',
      message: 'Child seats must be between 1 and 10',
    })
  })
})
