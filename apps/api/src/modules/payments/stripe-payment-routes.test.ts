import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings, mailOutbox, payments } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../../../test/support/fake-stripe'
import {
  bookingPayload,
  bookingToken,
  cardForm,
  completion,
  postBooking,
  signQuote,
} from '../bookings/test-fixtures'

// The same calls with the Stripe adapter, against the local fake of Stripe's API.

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

async function newBooking() {
  const response = await postBooking(app, bookingPayload(await signQuote(app)))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { id: string; booking_code: string; access_token: string }
}

const stored = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!
const mailsFor = (code: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${code}%`))

/** Starts the booking's payment and pays it as Stripe's form would, in the browser. */
async function payInBrowser(b: { id: string; access_token: string }) {
  const started = await app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${b.id}/payment`,
    headers: bookingToken(b.access_token),
  })
  expect(started.statusCode, started.body).toBe(200)
  const [row] = await app.db.select().from(payments).where(eq(payments.bookingId, b.id))
  await app.payments.confirmPayment({
    reference: row!.gatewayReference,
    paymentMethod: { kind: 'gateway_method', id: 'pm_card_visa' },
    returnUrl: 'https://ridelane.example/booking?payment=return',
    idempotencyKey: `test-${row!.gatewayReference}`,
  })
  return { view: started.json().data, reference: row!.gatewayReference }
}

describe('paying through Stripe', () => {
  it('hands the browser a client secret and the publishable key, and takes no card numbers', async () => {
    const b = await newBooking()
    const started = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/payment`,
      headers: bookingToken(b.access_token),
    })
    expect(started.json().data).toMatchObject({
      gateway: 'stripe',
      status: 'requires_payment_method',
      currency: 'USD',
      client_secret: expect.stringMatching(/^pi_.+_secret_/),
      publishable_key: 'pk_test_ridelane',
    })
    const card = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/payment/card`,
      headers: bookingToken(b.access_token),
      payload: cardForm(),
    })
    expect(card.statusCode).toBe(409)
  })

  it('confirms the booking on Stripe’s notification, once however often it comes', async () => {
    const b = await newBooking()
    const { reference } = await payInBrowser(b)
    const { body, header } = fake.webhook('payment_intent.succeeded', reference)
    for (let i = 0; i < 2; i++) {
      const received = await app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhooks/stripe',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        payload: body,
      })
      expect(received.statusCode, received.body).toBe(200)
    }
    expect(await stored(b.id)).toMatchObject({
      bookingStatus: 'confirmed',
      paymentStatus: 'success',
      paymentReference: reference,
    })
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
  })

  it('confirms the booking when the page reads the payment back after paying', async () => {
    const b = await newBooking()
    await payInBrowser(b)
    const read = await app.inject({
      url: `/api/v1/bookings/${b.id}/payment`,
      headers: bookingToken(b.access_token),
    })
    expect(read.json().data).toMatchObject({
      gateway: 'stripe',
      status: 'succeeded',
      booking_status: 'confirmed',
      card: { brand: 'visa', last4: '4242' },
    })
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/complete`,
      headers: bookingToken(b.access_token),
      payload: completion(),
    })
    expect(done.statusCode).toBe(200)
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
  })

  it('refuses a notification with a forged signature', async () => {
    const b = await newBooking()
    const { reference } = await payInBrowser(b)
    const { body } = fake.webhook('payment_intent.succeeded', reference)
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: body,
    })
    expect(forged.statusCode).toBe(400)
    expect((await stored(b.id)).bookingStatus).toBe('pending_payment')
  })
})
