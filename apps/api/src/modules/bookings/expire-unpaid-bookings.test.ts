import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookingEvents, bookings, quotes } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database'
import { expireUnpaidBookings } from './expire-unpaid-bookings'
import {
  bookingPayload,
  bookingToken,
  completion,
  postBooking,
  quoteIdOf,
  signQuote,
  payAndComplete,
} from './test-fixtures'

// Two API processes: on PostgreSQL two apps on one database; PGlite has one connection to share.
let database: TestDatabase
let app: App
let other: App
beforeAll(async () => {
  database = await createTestDatabase()
  app = await createTestApp({ database: database.target })
  other =
    database.target.driver === 'postgres' ? await createTestApp({ database: database.target }) : app
})
afterAll(async () => {
  if (other !== app) await other?.close()
  await app?.close()
  await database?.drop()
})

async function newBooking() {
  const quoteId = await signQuote(app)
  const response = await postBooking(app, bookingPayload(quoteId))
  expect(response.statusCode).toBe(201)
  const data = response.json().data as { id: string; access_token: string }
  return { ...data, quoteId: quoteIdOf(quoteId) }
}

/** The price of these bookings lapsed a second ago. */
async function lapse(quoteIds: string[]) {
  await app.db
    .update(quotes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(inArray(quotes.id, quoteIds))
}

const complete = (booking: { id: string; access_token: string }) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${booking.id}/complete`,
    payload: completion(),
    headers: bookingToken(booking.access_token),
  })

const statusOf = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.bookingStatus

describe('expiring unpaid bookings', () => {
  it('expires each lapsed booking exactly once with two runners at the same time', async () => {
    const lapsed = await Promise.all(Array.from({ length: 12 }, () => newBooking()))
    const held = await newBooking()
    const paid = await newBooking()
    expect((await payAndComplete(app, paid)).statusCode).toBe(200)
    await lapse([...lapsed, paid].map((booking) => booking.quoteId))

    const counts = await Promise.all([
      expireUnpaidBookings(app.db, { batchSize: 5 }),
      expireUnpaidBookings(other.db, { batchSize: 5 }),
    ])
    expect(counts[0]! + counts[1]!).toBe(12)

    const ids = lapsed.map((booking) => booking.id)
    const expiries = await app.db
      .select()
      .from(bookingEvents)
      .where(inArray(bookingEvents.bookingId, [...ids, held.id, paid.id]))
    const expired = expiries.filter((event) => event.toStatus === 'expired')
    expect(expired.map((event) => event.bookingId).sort()).toEqual([...ids].sort())
    expect(expired[0]).toMatchObject({
      actorKind: 'system',
      actorId: null,
      fromStatus: 'pending_payment',
    })
    for (const id of ids) expect(await statusOf(id)).toBe('expired')
    expect(await statusOf(held.id)).toBe('pending_payment')
    expect(await statusOf(paid.id)).toBe('confirmed')

    // Nothing is left for a later pass.
    expect(await expireUnpaidBookings(other.db)).toBe(0)
  })

  it('refuses to complete a booking whose price lapsed, expired or not yet', async () => {
    const first = await newBooking()
    const second = await newBooking()
    await lapse([first.quoteId, second.quoteId])
    const message =
      'This booking was not paid while its price was held, so it has expired. Please search again to book the ride.'

    // Not yet expired by a pass: still refused, and left for the pass to expire.
    const early = await complete(first)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toEqual({
      success: false,
      error: { code: 'QUOTE_EXPIRED', message },
    })
    expect(await statusOf(first.id)).toBe('pending_payment')

    expect(await app.bookingExpiry.runNow()).toBe(2)
    const late = await complete(second)
    expect(late.statusCode).toBe(409)
    expect(late.json().error).toEqual({ code: 'QUOTE_EXPIRED', message })
    const read = await app.inject({
      url: `/api/v1/bookings/${second.id}`,
      headers: bookingToken(second.access_token),
    })
    expect(read.json().data).toMatchObject({
      booking_status: 'expired',
      payment_status: 'pending',
    })
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${second.id}`,
      payload: { name: 'Amara Okafor-Smith' },
      headers: bookingToken(second.access_token),
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().error).toEqual({ code: 'QUOTE_EXPIRED', message })
  })
})
