import { wallClockInZone, zonedDateTimeToIso } from '@ridelane/domain'
import { and, eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../app'
import { bookings, mailOutbox } from '../../db/schema'
import {
  bookingPayload,
  cardForm,
  JFK,
  payAndComplete,
  TIMES_SQUARE,
} from '../bookings/test-fixtures'

// Helpers for the ride change tests only; nothing in the app imports this file.

export const NEW_YORK = 'America/New_York'
const DAY_MS = 86_400_000

/** The pickup's local date `daysAhead` days from now. */
export const localDate = (daysAhead: number) =>
  wallClockInZone(new Date(Date.now() + daysAhead * DAY_MS), NEW_YORK).date

export type RideOptions = {
  daysAhead?: number
  time?: string
  /** Hours ahead instead of a day and a time (a ride soon). */
  hoursAhead?: number
  meetGreet?: boolean
  childSeats?: number
  rideType?: 'one-way' | 'hourly'
  roundTrip?: boolean
  /** A partner's bearer: the booking is the partner's. */
  headers?: Record<string, string>
  /** Leave it awaiting payment instead of paying with the 4242 card. */
  unpaid?: boolean
}

export type BookedRide = { id: string; code: string; token: string; email: string }

/**
 * A ride priced by POST /prices/calculate on the seeded New York catalogue, booked for the Sedan
 * and paid with the 4242 card: confirmed, as the ride page finds it.
 */
export async function bookRide(app: App, options: RideOptions = {}): Promise<BookedRide> {
  const { daysAhead = 10, time = '10:00', rideType = 'one-way', roundTrip = false } = options
  const pickupTime =
    options.hoursAhead !== undefined
      ? new Date(Date.now() + options.hoursAhead * 3_600_000).toISOString()
      : zonedDateTimeToIso(localDate(daysAhead), time, NEW_YORK)
  const returnTime = roundTrip
    ? zonedDateTimeToIso(localDate(daysAhead + 2), '18:00', NEW_YORK)
    : undefined
  const calculated = await app.inject({
    method: 'POST',
    url: '/api/v1/prices/calculate',
    headers: options.headers ?? {},
    payload: {
      ride_type: rideType,
      pickup: JFK,
      ...(rideType === 'one-way' ? { dropoff: TIMES_SQUARE } : { duration: 3 }),
      booking_time: pickupTime,
      timezone: NEW_YORK,
      roundTrip,
      ...(returnTime ? { roundTripDateTime: returnTime } : {}),
      passengers: 2,
    },
  })
  expect(calculated.statusCode, calculated.body).toBe(200)
  const quote = calculated.json().data
  const sedan = quote.available_vehicles.find(
    (v: { city_vehicle_id: string }) => v.city_vehicle_id === 'new-york:sedan',
  )
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    headers: options.headers ?? {},
    payload: bookingPayload(quote.quote_id, {
      pickup_time: pickupTime,
      dropoff_location: rideType === 'one-way' ? TIMES_SQUARE.address : '',
      vehicle_price: sedan.price,
      meet_greet_applicable: options.meetGreet ?? false,
      meet_greet_charge: quote.meet_greet_charge_amount,
      child_seat_applicable: (options.childSeats ?? 0) > 0,
      child_seat_count: options.childSeats || 1,
      child_seat_charge: quote.child_seat_charge_amount,
      timezone: NEW_YORK,
      is_round_trip: roundTrip,
      round_trip_time: returnTime ?? null,
    }),
  })
  expect(created.statusCode, created.body).toBe(201)
  const booking = created.json().data as { id: string; booking_code: string; access_token: string }
  if (!options.unpaid) {
    const completed = await payAndComplete(app, booking, { headers: options.headers })
    expect(completed.statusCode, completed.body).toBe(200)
  }
  return {
    id: booking.id,
    code: booking.booking_code,
    token: booking.access_token,
    email: 'amara@example.com',
  }
}

export const rideToken = (ride: BookedRide) => ({ 'x-booking-token': ride.token })

/** The booking row as stored. */
export async function storedBooking(app: App, id: string) {
  const [row] = await app.db.select().from(bookings).where(eq(bookings.id, id))
  if (!row) throw new Error(`no booking ${id}`)
  return row
}

export async function versionOf(app: App, ride: BookedRide) {
  return (await storedBooking(app, ride.id)).version
}

/** The change mails queued for the ride. */
export function changeMails(app: App, ride: BookedRide) {
  return app.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.toAddress, ride.email),
        like(mailOutbox.subject, `Your Ridelane ride was changed: ${ride.code}`),
      ),
    )
}

export function askChange(
  app: App,
  ride: BookedRide,
  body: Record<string, unknown>,
  headers: Record<string, string> = rideToken(ride),
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/rides/${ride.code}/changes`,
    headers,
    payload: body,
  })
}

export async function change(
  app: App,
  ride: BookedRide,
  fields: Record<string, unknown>,
  headers?: Record<string, string>,
) {
  return askChange(
    app,
    ride,
    { change: fields, expected_version: await versionOf(app, ride) },
    headers,
  )
}

export function payChange(app: App, ride: BookedRide, changeId: string, number: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/rides/${ride.code}/changes/${changeId}/payment/card`,
    headers: rideToken(ride),
    payload: cardForm(number),
  })
}
