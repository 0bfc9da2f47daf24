import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { bookingPayload, bookingToken, signQuote, postBooking } from './test-fixtures'

// A fresh app per test: each sends up to 50 bookings, near the per-address limit.
let app: App
beforeEach(async () => {
  app = await createTestApp()
})
afterEach(() => app?.close())

const idempotent = (key: string) => ({ 'idempotency-key': key })

describe('POST /api/v1/bookings with an Idempotency-Key', () => {
  it('makes exactly one booking from 50 concurrent requests with one key', async () => {
    const payload = bookingPayload(await signQuote(app))
    const key = randomUUID()
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => postBooking(app, payload, idempotent(key))),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(49).fill(200), 201])
    const answers = new Set(responses.map((r) => JSON.stringify(r.json().data)))
    expect(answers.size).toBe(1)
    expect(await app.db.select().from(bookings)).toHaveLength(1)

    // The retried answer's token opens the booking, like the first one.
    const { id, access_token } = responses[49]!.json().data
    const read = await app.inject({
      url: `/api/v1/bookings/${id}`,
      headers: bookingToken(access_token),
    })
    expect(read.statusCode).toBe(200)
  })

  it('makes 50 bookings with 50 distinct codes from 50 quotes and keys', async () => {
    const payloads = await Promise.all(
      Array.from({ length: 50 }, async () => bookingPayload(await signQuote(app))),
    )
    const responses = await Promise.all(
      payloads.map((payload) => postBooking(app, payload, idempotent(randomUUID()))),
    )
    expect(responses.every((r) => r.statusCode === 201)).toBe(true)
    const codes = new Set(responses.map((r) => r.json().data.booking_code))
    expect(codes.size).toBe(50)
    expect(await app.db.select().from(bookings)).toHaveLength(50)
  })

  it('refuses the same key with a different payload, and keeps the first booking', async () => {
    const quoteId = await signQuote(app)
    const key = randomUUID()
    const first = await postBooking(app, bookingPayload(quoteId), idempotent(key))
    expect(first.statusCode).toBe(201)
    const changed = bookingPayload(quoteId, { name: 'Somebody Else' })
    const second = await postBooking(app, changed, idempotent(key))
    expect(second.statusCode).toBe(409)
    expect(second.json().error.code).toBe('CONFLICT')
    const [stored] = await app.db
      .select({ name: bookings.name })
      .from(bookings)
      .where(eq(bookings.id, first.json().data.id))
    expect(stored!.name).toBe('Amara Okafor')
  })

  it('replays even after the quote has expired', async () => {
    const quoteId = await signQuote(app, { expiresAt: new Date(Date.now() + 1500) })
    const key = randomUUID()
    const first = await postBooking(app, bookingPayload(quoteId), idempotent(key))
    await new Promise((resolve) => setTimeout(resolve, 1600))
    const retry = await postBooking(app, bookingPayload(quoteId), idempotent(key))
    expect(retry.statusCode).toBe(200)
    expect(retry.json().data).toEqual(first.json().data)
  })

  it('refuses a malformed key with 400', async () => {
    const response = await postBooking(
      app,
      bookingPayload(await signQuote(app)),
      idempotent('short'),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('Invalid Idempotency-Key')
  })

  it('without a key, every request is a new booking with its own token', async () => {
    const [a, b] = await Promise.all(
      [await signQuote(app), await signQuote(app)].map((quoteId) =>
        postBooking(app, bookingPayload(quoteId)),
      ),
    )
    expect(a!.json().data.id).not.toBe(b!.json().data.id)
    expect(a!.json().data.access_token).not.toBe(b!.json().data.access_token)
  })
})
