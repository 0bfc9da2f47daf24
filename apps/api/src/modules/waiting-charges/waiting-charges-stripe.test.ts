import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { payments } from '../../db/schema'
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
  completion,
  postBooking,
  signQuote,
} from '../bookings/test-fixtures'
import { createKey, keyPartner } from '../partner-api-keys/api-keys-test-kit'
import { bearer } from '../partners/partner-test-kit'
import {
  bookAndPay,
  bookingPayments,
  endRideWithWaiting,
  moneyBreaksOf,
  storedBooking,
} from './waiting-charge-test-kit'

// Extra waiting charged through Stripe (here its local fake): the card kept on a Customer when
// the traveller agreed, charged off-session after the ride; and a test key's booking, which pays
// through the sandbox beside Stripe, charged there too.

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

/** Pays as Stripe's form does in the browser, after the payment was opened with `consent`. */
async function paidThroughStripe(method: string, consent = true) {
  const created = await postBooking(app, bookingPayload(await signQuote(app)))
  const booking = created.json().data as { id: string; booking_code: string; access_token: string }
  const started = await app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${booking.id}/payment`,
    headers: bookingToken(booking.access_token),
    payload: { save_card_for_extras: consent },
  })
  expect(started.statusCode, started.body).toBe(200)
  expect(started.json().data).toMatchObject({ gateway: 'stripe', card_on_file: consent })
  const [row] = await app.db.select().from(payments).where(eq(payments.bookingId, booking.id))
  const confirmed = await app.payments.confirmPayment({
    reference: row!.gatewayReference,
    paymentMethod: { kind: 'gateway_method', id: method },
    returnUrl: 'https://ridelane.example/booking?payment=return',
    idempotencyKey: `test-${row!.gatewayReference}`,
  })
  if (confirmed.status === 'requires_action') fake.finishChallenge(row!.gatewayReference)
  const done = await app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${booking.id}/complete`,
    headers: bookingToken(booking.access_token),
    payload: completion(),
  })
  expect(done.statusCode, done.body).toBe(200)
  return booking
}

describe('extra waiting through Stripe', () => {
  it('is charged off-session to the card the customer keeps', async () => {
    const booking = await paidThroughStripe('pm_card_visa')
    const before = await storedBooking(app, booking.id)
    await endRideWithWaiting(app, booking.id, { minutes: 31, cents: 3_000 })
    await app.jobs.runDueNow()

    expect(await storedBooking(app, booking.id)).toMatchObject({
      waitingChargeOutcome: 'charged',
      totalCents: before.totalCents + 3_000,
    })
    const waiting = (await bookingPayments(app, booking.id)).find((row) => row.offSession)
    expect(waiting).toMatchObject({ gateway: 'stripe', status: 'succeeded', amountCents: 3_000 })
    const request = fake.requests.find(
      (r) => new URLSearchParams(r.body).get('off_session') === 'true',
    )
    expect(new URLSearchParams(request!.body).get('amount')).toBe('3000')
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])
  })

  it('records a card that wants its holder there as declined, and takes nothing', async () => {
    const booking = await paidThroughStripe('pm_card_authenticationRequired')
    const before = await storedBooking(app, booking.id)
    await endRideWithWaiting(app, booking.id)
    await app.jobs.runDueNow()

    expect(await storedBooking(app, booking.id)).toMatchObject({
      waitingChargeOutcome: 'declined',
      totalCents: before.totalCents,
    })
    const waiting = (await bookingPayments(app, booking.id)).find((row) => row.offSession)
    expect(waiting).toMatchObject({ status: 'declined', declineCode: 'authentication_required' })
    expect(await moneyBreaksOf(app, booking.id)).toEqual([])
  })

  it('asks Stripe for nothing without consent', async () => {
    const booking = await paidThroughStripe('pm_card_visa', false)
    const sent = fake.requests.length
    await endRideWithWaiting(app, booking.id)
    await app.jobs.runDueNow()
    expect((await storedBooking(app, booking.id)).waitingChargeOutcome).toBe('no_consent')
    expect(fake.requests.length).toBe(sent)
  })
})

describe('a test key’s booking beside Stripe', () => {
  it('is charged through the sandbox, and Stripe hears nothing of it', async () => {
    const partner = await keyPartner(app)
    const { key } = await createKey(app, partner.token, { mode: 'test' })
    const sent = fake.requests.length
    const booking = await bookAndPay(app, { headers: bearer(key) })
    await endRideWithWaiting(app, booking.id)
    await app.jobs.runDueNow()

    expect(await storedBooking(app, booking.id)).toMatchObject({
      sandbox: true,
      waitingChargeOutcome: 'charged',
    })
    const waiting = (await bookingPayments(app, booking.id)).find((row) => row.offSession)
    expect(waiting).toMatchObject({ gateway: 'sandbox', status: 'succeeded' })
    expect(fake.requests.length).toBe(sent)
  })
})
