import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { geocodedPlaces, quotes } from '../../db/schema'
import { removeStaleGeocodedPlaces } from '../places'
import { removeExpiredQuotes } from '.'
import {
  bookingPayload,
  bookingToken,
  postBooking,
  quoteIdOf,
  signQuote,
  storeUnbookedQuote,
} from '../bookings/test-fixtures'
import { createTestApp } from '../../../test/support/create-test-app'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)
const stillThere = async (ids: string[]) =>
  (await app.db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, ids))).map(
    (row) => row.id,
  )
const oldQuotes = (count: number) =>
  Promise.all(
    Array.from({ length: count }, () => storeUnbookedQuote(app, { expiresAt: minutesAgo(120) })),
  )

// Since quotes are signed (docs/decisions/021) the calculation stores none: a quote row is written
// with its booking. Rows no booking uses are those stored before that change; the clean-up still
// removes them, and must never take a booked quote.
describe('expired quotes leave the table', () => {
  it('removes quotes expired past the grace hour, and keeps booked, recent and live ones', async () => {
    const old = await storeUnbookedQuote(app, { expiresAt: minutesAgo(120) })
    const recent = await storeUnbookedQuote(app, { expiresAt: minutesAgo(10) })
    const live = await storeUnbookedQuote(app)
    // A booking made on a quote that has since expired keeps it: its add-ons are repriced from it.
    const signed = await signQuote(app, { expiresAt: new Date(Date.now() + 60_000) })
    const booked = await postBooking(app, bookingPayload(signed))
    expect(booked.statusCode).toBe(201)
    const bookedQuote = quoteIdOf(signed)
    await app.db
      .update(quotes)
      .set({ expiresAt: minutesAgo(120) })
      .where(eq(quotes.id, bookedQuote))

    expect(await removeExpiredQuotes(app.db)).toBeGreaterThanOrEqual(1)
    expect(await stillThere([old, recent, live, bookedQuote])).toEqual(
      expect.arrayContaining([recent, live, bookedQuote]),
    )
    expect(await stillThere([old])).toEqual([])

    const { id, access_token } = booked.json().data
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${id}`,
      payload: { meet_greet_applicable: true },
      headers: bookingToken(access_token),
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json().data.total_price).toBe(95.15)
  })

  it('works through a backlog in bounded batches', async () => {
    const ids = await oldQuotes(7)
    expect(await removeExpiredQuotes(app.db, new Date(), { batchSize: 3 })).toBe(7)
    expect(await stillThere(ids)).toEqual([])
  })

  it('stops after its last batch of a pass, leaving the rest for the next', async () => {
    const ids = await oldQuotes(5)
    expect(await removeExpiredQuotes(app.db, new Date(), { batchSize: 2, maxBatches: 2 })).toBe(4)
    expect(await stillThere(ids)).toHaveLength(1)
    expect(await removeExpiredQuotes(app.db)).toBe(1)
  })

  it('lets several processes clean at once, each quote removed once, without errors', async () => {
    const ids = await oldQuotes(24)
    const passes = await Promise.all(
      Array.from({ length: 3 }, () => removeExpiredQuotes(app.db, new Date(), { batchSize: 4 })),
    )
    expect(passes.reduce((sum, removed) => sum + removed, 0)).toBe(24)
    expect(await stillThere(ids)).toEqual([])
  })
})

describe('the clean-up runs by itself', () => {
  it('removes an old quote on its own schedule while the app runs', async () => {
    const scheduled = await createTestApp({ config: { quoteCleanupIntervalMs: 50 } })
    try {
      const [row] = await scheduled.db
        .insert(quotes)
        .values({
          rideType: 'hourly',
          request: {},
          pickupAt: new Date(),
          timezone: 'UTC',
          vehicles: [],
          meetGreetMode: 'not_allowed',
          meetGreetChargeCents: 0,
          childSeatMode: 'not_allowed',
          childSeatChargeCents: 0,
          expiresAt: minutesAgo(120),
        })
        .returning({ id: quotes.id })
      await expect
        .poll(
          async () =>
            (await scheduled.db.select().from(quotes).where(eq(quotes.id, row!.id))).length,
          { timeout: 5000, interval: 100 },
        )
        .toBe(0)
    } finally {
      await scheduled.close()
    }
  })
})

describe('geocoded places leave the table', () => {
  it('removes places no search answered with for 30 days, and keeps recent ones', async () => {
    const place = (id: string, seenAt: Date) => ({
      id,
      type: 'address',
      name: id,
      address: `${id}, Somewhere`,
      lat: 40.7,
      lng: -73.9,
      timezone: 'America/New_York',
      countryCode: 'US',
      seenAt,
    })
    const day = 86_400_000
    await app.db
      .insert(geocodedPlaces)
      .values([
        place('test:stale', new Date(Date.now() - 31 * day)),
        place('test:recent', new Date(Date.now() - 29 * day)),
      ])
    expect(await removeStaleGeocodedPlaces(app.db, new Date())).toBe(1)
    const left = await app.db
      .select({ id: geocodedPlaces.id })
      .from(geocodedPlaces)
      .where(inArray(geocodedPlaces.id, ['test:stale', 'test:recent']))
    expect(left).toEqual([{ id: 'test:recent' }])
  })
})
