import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, partners, payments } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../../../test/support/fake-stripe'
import { bookingPayload, cardForm, completion, signQuote } from '../bookings/test-fixtures'
import { bearer } from '../partners/partner-test-kit'
import { createKey, keyPartner } from './api-keys-test-kit'

// A test key (`rl_test_…`) can never take real money: with Stripe configured (here its local
// fake), its bookings pay through the offline sandbox, and Stripe hears nothing of them.

let fake: FakeStripe
let app: App
beforeAll(async () => {
  fake = await startFakeStripe()
  app = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_ridelane',
    },
  })
})
afterAll(async () => {
  await app?.close()
  await fake?.close()
})

const call = (method: 'GET' | 'POST', url: string, key: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(key), payload })

async function bookWith(key: string) {
  const created = await call(
    'POST',
    '/partners/bookings',
    key,
    bookingPayload(await signQuote(app)),
  )
  expect(created.statusCode, created.body).toBe(201)
  return created.json().data as { id: string; booking_code: string }
}

describe('a test key with Stripe configured', () => {
  it('pays by card through the sandbox, confirms, and Stripe sees no call', async () => {
    expect(app.payments.name).toBe('stripe')
    const partner = await keyPartner(app)
    const { key } = await createKey(app, partner.token, { mode: 'test' })
    const before = fake.requests.length
    const booking = await bookWith(key)

    const started = await call('POST', `/bookings/${booking.id}/payment`, key)
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json().data).toMatchObject({ gateway: 'sandbox', client_secret: null })
    const paid = await call('POST', `/bookings/${booking.id}/payment/card`, key, cardForm())
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().data).toMatchObject({ gateway: 'sandbox', status: 'succeeded' })
    const completed = await call('POST', `/bookings/${booking.id}/complete`, key, completion())
    expect(completed.statusCode, completed.body).toBe(200)
    const read = await call('GET', `/bookings/${booking.id}/payment`, key)
    expect(read.json().data).toMatchObject({ gateway: 'sandbox', status: 'succeeded' })

    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({ sandbox: true, bookingStatus: 'confirmed' })
    const taken = await app.db.select().from(payments).where(eq(payments.bookingId, booking.id))
    expect(taken.map((p) => p.gateway)).toEqual(['sandbox'])
    expect(fake.requests.length).toBe(before)
  })

  it('still sends a live key’s booking to Stripe', async () => {
    const partner = await keyPartner(app)
    const { key } = await createKey(app, partner.token, { mode: 'live' })
    const before = fake.requests.length
    const booking = await bookWith(key)
    const started = await call('POST', `/bookings/${booking.id}/payment`, key)
    expect(started.json().data).toMatchObject({ gateway: 'stripe' })
    expect(fake.requests.length).toBeGreaterThan(before)
    const card = await call('POST', `/bookings/${booking.id}/payment/card`, key, cardForm())
    expect(card.statusCode).toBe(409)
  })

  it('confirms a test key’s booking on account, kept apart as sandbox, with no payment', async () => {
    const partner = await keyPartner(app)
    await app.db
      .update(partners)
      .set({ onAccountSince: new Date() })
      .where(eq(partners.id, partner.partnerId))
    const { key } = await createKey(app, partner.token, { mode: 'test' })
    const before = fake.requests.length
    const booking = await bookWith(key)
    const completed = await call('POST', `/bookings/${booking.id}/complete`, key, completion())
    expect(completed.statusCode, completed.body).toBe(200)
    const [row] = await app.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({ sandbox: true, onAccount: true, bookingStatus: 'confirmed' })
    expect(await app.db.select().from(payments).where(eq(payments.bookingId, booking.id))).toEqual(
      [],
    )
    expect(fake.requests.length).toBe(before)
  })
})
