import { randomUUID } from 'node:crypto'
import { vehicleCapacityMessages } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { filled } from '../../i18n/catalogue-test-kit'
import {
  bookingPayload,
  bookingToken,
  completion,
  signQuote,
  JFK,
  postBooking,
  quoteIdOf,
  TIMES_SQUARE,
  payBooking,
} from './test-fixtures'

// What a booking may take from its client and what only its quote decides: the places, the one
// booking a quote backs, what the vehicle holds, and the currency it is completed in.

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const idempotent = (key: string) => ({ 'idempotency-key': key })
const stored = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!
const bookingsOfQuote = async (signedQuote: string) =>
  app.db
    .select()
    .from(bookings)
    .where(eq(bookings.quoteId, quoteIdOf(signedQuote)))

describe('a booking’s places come from its quote', () => {
  it.each([
    ['pickup', { pickup_location: 'Buckingham Palace, London' }],
    ['dropoff', { dropoff_location: 'Edinburgh Castle' }],
    [
      'both',
      { pickup_location: 'Buckingham Palace, London', dropoff_location: 'Edinburgh Castle' },
    ],
  ])('refuses an invented %s with 409 and stores nothing', async (_label, change) => {
    const quoteId = await signQuote(app)
    const response = await postBooking(app, bookingPayload(quoteId, change))
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message:
        'The pickup or drop-off is not the one this price was given for. Please search again to get a fresh quote.',
    })
    expect(await bookingsOfQuote(quoteId)).toHaveLength(0)
  })

  it('keeps the quoted address, coordinates and place id, whatever spacing the client shows', async () => {
    const quoteId = await signQuote(app, {
      pickup: { ...JFK, place_id: 'airport:JFK' },
      dropoff: { ...TIMES_SQUARE, place_id: 'landmark:times-square' },
    })
    const response = await postBooking(
      app,
      bookingPayload(quoteId, {
        pickup_location: '  jfk airport,   QUEENS, NY ',
        dropoff_location: 'Times Square,\nManhattan, NY',
      }),
    )
    expect(response.statusCode).toBe(201)
    expect(await stored(response.json().data.id)).toMatchObject({
      pickupLocation: 'JFK Airport, Queens, NY',
      pickupLat: JFK.lat,
      pickupLng: JFK.lng,
      pickupPlaceId: 'airport:JFK',
      dropoffLocation: 'Times Square, Manhattan, NY',
      dropoffLat: TIMES_SQUARE.lat,
      dropoffPlaceId: 'landmark:times-square',
    })
  })
})

describe('a quote backs one booking', () => {
  it('refuses a second booking of the same quote, with or without a key', async () => {
    const quoteId = await signQuote(app)
    const first = await postBooking(app, bookingPayload(quoteId))
    expect(first.statusCode).toBe(201)
    for (const headers of [{}, idempotent(randomUUID())]) {
      const again = await postBooking(app, bookingPayload(quoteId), headers)
      expect(again.statusCode).toBe(409)
      expect(again.json().error).toEqual({
        code: 'QUOTE_USED',
        message:
          'This price has already been used for a booking. Please search again to get a fresh quote.',
        details: [
          {
            path: 'quote_id',
            message:
              'This price has already been used for a booking. Please search again to get a fresh quote.',
          },
        ],
      })
    }
    expect(await bookingsOfQuote(quoteId)).toHaveLength(1)
  })

  it('makes one booking when ten keys race for one quote; the winner’s key still replays', async () => {
    const quoteId = await signQuote(app)
    const keys = Array.from({ length: 10 }, () => randomUUID())
    const answers = await Promise.all(
      keys.map((key) => postBooking(app, bookingPayload(quoteId), idempotent(key))),
    )
    const statuses = answers.map((answer) => answer.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
    expect(await bookingsOfQuote(quoteId)).toHaveLength(1)

    const winner = answers.findIndex((answer) => answer.statusCode === 201)
    const retry = await postBooking(app, bookingPayload(quoteId), idempotent(keys[winner]!))
    expect(retry.statusCode).toBe(200)
    expect(retry.json().data).toEqual(answers[winner]!.json().data)
  })
})

describe('luggage and child seats fit the chosen vehicle', () => {
  it('refuses 10 bags and 10 child seats in a 3-seat sedan with 2 bags, naming each field', async () => {
    const quoteId = await signQuote(app)
    const response = await postBooking(
      app,
      bookingPayload(quoteId, {
        luggage_count: 10,
        child_seat_applicable: true,
        child_seat_count: 10,
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This vehicle holds up to 2 bags. Choose a larger vehicle for more luggage.',
      details: [
        {
          path: 'luggage_count',
          message: 'This vehicle holds up to 2 bags. Choose a larger vehicle for more luggage.',
        },
        {
          path: 'child_seat_count',
          message: 'This vehicle takes up to 3 child seats. Choose a larger vehicle for more.',
        },
      ],
    })
    expect(await bookingsOfQuote(quoteId)).toHaveLength(0)
  })

  // Reads the Spanish from the domain's catalogue: it fails until the translators have put the
  // capacity messages in packages/domain/locales/es/domain.po.
  it('names the sedan’s limits in Spanish to a Spanish reader', async () => {
    const response = await postBooking(
      app,
      bookingPayload(await signQuote(app), {
        luggage_count: 10,
        child_seat_applicable: true,
        child_seat_count: 10,
      }),
      { 'accept-language': 'es' },
    )
    expect(response.statusCode).toBe(400)
    const bags = filled('es', vehicleCapacityMessages.tooMuchLuggage(2).message, { limit: 2 })
    const seats = filled('es', vehicleCapacityMessages.tooManyChildSeats(3).message, { limit: 3 })
    expect(response.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: bags,
      details: [
        { path: 'luggage_count', message: bags },
        { path: 'child_seat_count', message: seats },
      ],
    })
  })

  it('takes as many bags and child seats as the sedan holds', async () => {
    const quoteId = await signQuote(app)
    const response = await postBooking(
      app,
      bookingPayload(quoteId, {
        luggage_count: 2,
        child_seat_applicable: true,
        child_seat_count: 3,
      }),
    )
    expect(response.statusCode).toBe(201)
  })

  it('refuses a change to more bags than the vehicle holds', async () => {
    const created = await postBooking(app, bookingPayload(await signQuote(app)))
    const { id, access_token } = created.json().data
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${id}`,
      payload: { luggage_count: 3 },
      headers: bookingToken(access_token),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.details).toEqual([
      {
        path: 'luggage_count',
        message: 'This vehicle holds up to 2 bags. Choose a larger vehicle for more luggage.',
      },
    ])
    expect((await stored(id)).luggageCount).toBe(2)
  })
})

describe('completion keeps the booking’s currency', () => {
  it('refuses another currency with 409 and leaves the booking as it was', async () => {
    const created = await postBooking(app, bookingPayload(await signQuote(app)))
    const { id, access_token } = created.json().data
    const complete = (currency_code: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/bookings/${id}/complete`,
        payload: completion({ currency_code }),
        headers: bookingToken(access_token),
      })

    const other = await complete('JPY')
    expect(other.statusCode).toBe(409)
    expect(other.json().error).toMatchObject({
      code: 'CONFLICT',
      message:
        'The currency does not match this booking. Complete it in the currency it was booked in.',
    })
    expect(await stored(id)).toMatchObject({
      currencyCode: 'USD',
      bookingStatus: 'pending_payment',
    })

    await payBooking(app, { id, access_token })
    const same = await complete('USD')
    expect(same.statusCode).toBe(200)
    expect(await stored(id)).toMatchObject({ currencyCode: 'USD', bookingStatus: 'confirmed' })
  })
})
