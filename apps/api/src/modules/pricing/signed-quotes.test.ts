import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import type { DatabaseTarget } from '../../config'
import { bookings, quotes } from '../../db/schema'
import {
  bookingPayload,
  bookingToken,
  postBooking,
  quoteIdOf,
  signQuote,
} from '../bookings/test-fixtures'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase } from '../../../test/support/test-database'
import { calculate, oneWayRequest, places, vehicle } from './price-request-test-kit'

// Quotes travel signed and are stored only with the booking they price
// (docs/decisions/021-signed-quotes.md).

const invalidQuote = {
  code: 'QUOTE_INVALID',
  message:
    'We cannot confirm this price: it was changed after we gave it, or it is no longer valid. Please search again to get a fresh quote.',
}

/** A real quote from `app` and the booking the wizard would send for its Sedan. */
async function quoteAndPayload(app: App) {
  const request = oneWayRequest({ pickup: places.jfk, dropoff: places.timesSquare })
  const quoted = await calculate(app, request)
  expect(quoted.statusCode).toBe(200)
  const data = quoted.json().data
  const sedan = vehicle(data, 'sedan')
  const payload = bookingPayload(data.quote_id, {
    pickup_location: places.jfk.address,
    dropoff_location: places.timesSquare.address,
    pickup_time: request.booking_time,
    vehicle_id: sedan.city_vehicle_id,
    vehicle_name: sedan.vehicle_name as string,
    vehicle_price: sedan.price,
    meet_greet_charge: data.meet_greet_charge_amount,
    child_seat_charge: data.child_seat_charge_amount,
    luggage_count: 1,
  })
  return { quoteId: data.quote_id as string, payload }
}

const storedQuotes = (app: App, id: string) =>
  app.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, id))

/** What a signed quote carries, as far as these tests edit it. */
type Body = {
  id: string
  request: Record<string, unknown>
  vehicleFields: string[]
  vehicleRows: unknown[][]
  [field: string]: unknown
}
type Parts = { version: string; kid: string; body: Body; signature: string }
const partsOf = (token: string): Parts => {
  const [version, kid, body, signature] = token.split('.') as [string, string, string, string]
  return {
    version,
    kid,
    body: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')),
    signature,
  }
}
const tokenOf = ({ version, kid, body, signature }: Parts) =>
  [version, kid, Buffer.from(JSON.stringify(body)).toString('base64url'), signature].join('.')

describe('a signed quote', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app?.close())

  it('books once, and is stored with its booking only then', async () => {
    const { quoteId, payload } = await quoteAndPayload(app)
    const id = quoteIdOf(quoteId)
    expect(await storedQuotes(app, id)).toEqual([])

    const created = await postBooking(app, payload)
    expect(created.statusCode).toBe(201)
    expect(await storedQuotes(app, id)).toEqual([{ id }])
    const [booking] = await app.db
      .select({ quoteId: bookings.quoteId, areaId: bookings.areaId })
      .from(bookings)
      .where(eq(bookings.id, created.json().data.id))
    expect(booking).toEqual({ quoteId: id, areaId: 'new-york' })

    // The stored quote still prices a change of add-ons.
    const { id: bookingId, access_token } = created.json().data
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${bookingId}`,
      payload: { meet_greet_applicable: true },
      headers: bookingToken(access_token),
    })
    expect(changed.statusCode).toBe(200)

    const again = await postBooking(app, payload)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('QUOTE_USED')
  })

  const tamperings: Array<[string, (parts: Parts) => Parts]> = [
    [
      'a lower vehicle price',
      (parts) => {
        const price = parts.body.vehicleFields.indexOf('price_cents')
        for (const row of parts.body.vehicleRows) row[price] = 100
        return parts
      },
    ],
    [
      'a later expiry',
      (parts) => ({ ...parts, body: { ...parts.body, expiresAt: '2099-01-01T00:00:00.000Z' } }),
    ],
    ['another area', (parts) => ({ ...parts, body: { ...parts.body, areaId: 'london' } })],
    [
      'another dropoff',
      (parts) => ({
        ...parts,
        body: { ...parts.body, request: { ...parts.body.request, dropoff: places.centralPark } },
      }),
    ],
    [
      'a changed signature',
      (parts) => {
        const first = parts.signature.startsWith('A') ? 'B' : 'A'
        return { ...parts, signature: first + parts.signature.slice(1) }
      },
    ],
    ['another key id', (parts) => ({ ...parts, kid: 'other' })],
  ]

  it.each(tamperings)('refuses a quote edited to %s with 409, storing nothing', async (_, edit) => {
    const { quoteId, payload } = await quoteAndPayload(app)
    const tampered = tokenOf(edit(partsOf(quoteId)))
    expect(tampered).not.toBe(quoteId)
    const response = await postBooking(app, { ...payload, quote_id: tampered })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ success: false, error: invalidQuote })
    const edited = partsOf(tampered).body.id
    expect(await storedQuotes(app, edited)).toEqual([])
    expect(await app.db.select().from(bookings).where(eq(bookings.quoteId, edited))).toEqual([])
  })

  it('refuses an expired quote with 409 and stores nothing', async () => {
    const expired = await signQuote(app, { expiresAt: new Date(Date.now() - 1000) })
    const response = await postBooking(app, bookingPayload(expired))
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'This price has expired. Please search again to get a fresh quote.',
    })
    expect(await storedQuotes(app, quoteIdOf(expired))).toEqual([])
  })
})

describe('QUOTE_SIGNING_KEYS', () => {
  const oldKey = `old:${'o'.repeat(40)}`
  const newKey = `new:${'n'.repeat(40)}`
  const apps: App[] = []
  const appWithKeys = async (keys: string) => {
    const app = await createTestApp({ env: { QUOTE_SIGNING_KEYS: keys } })
    apps.push(app)
    return app
  }
  afterAll(() => Promise.all(apps.map((app) => app.close())))

  it('signs with the first key, accepts the others, and refuses a key once it is removed', async () => {
    const before = await appWithKeys(oldKey)
    const rotated = await appWithKeys(`${newKey},${oldKey}`)
    const removed = await appWithKeys(newKey)

    const first = await quoteAndPayload(before)
    expect(partsOf(first.quoteId).kid).toBe('old')
    expect((await postBooking(rotated, first.payload)).statusCode).toBe(201)

    const second = await quoteAndPayload(before)
    const refused = await postBooking(removed, second.payload)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject(invalidQuote)

    const fresh = await quoteAndPayload(rotated)
    expect(partsOf(fresh.quoteId).kid).toBe('new')
    expect((await postBooking(removed, fresh.payload)).statusCode).toBe(201)
  })
})

describe('the default key, kept in the database', () => {
  let shared: { target: DatabaseTarget; drop(): Promise<void> }
  let folder: string | undefined
  beforeAll(async () => {
    if (process.env.API_TEST_DB === 'postgres') shared = await createTestDatabase()
    else {
      // PGlite has one writer: the processes on its folder take turns.
      folder = await mkdtemp(path.join(tmpdir(), 'ridelane-quotes-'))
      shared = { target: { driver: 'pglite', dataDir: folder }, drop: async () => {} }
    }
  })
  afterAll(async () => {
    await shared?.drop()
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it('lets a quote priced by one API instance book on another of the same database', async () => {
    const concurrent = shared.target.driver === 'postgres'
    const first = await createTestApp({ database: shared.target })
    let second: App | undefined
    let stranger: App | undefined
    let closed = false
    try {
      if (concurrent) second = await createTestApp({ database: shared.target })
      const { payload } = await quoteAndPayload(first)
      const { payload: forStranger } = await quoteAndPayload(first)
      if (!concurrent) {
        await first.close()
        closed = true
        second = await createTestApp({ database: shared.target })
      }
      const created = await postBooking(second!, payload)
      expect(created.statusCode).toBe(201)
      const { id, access_token } = created.json().data
      const read = await second!.inject({
        url: `/api/v1/bookings/${id}`,
        headers: bookingToken(access_token),
      })
      expect(read.statusCode).toBe(200)

      // Another database made its own key: it cannot confirm this one's quotes.
      stranger = await createTestApp()
      const refused = await postBooking(stranger, forStranger)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error).toMatchObject(invalidQuote)
    } finally {
      await Promise.all([closed ? undefined : first.close(), second?.close(), stranger?.close()])
    }
  })
})
