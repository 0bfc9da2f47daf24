import { randomUUID } from 'node:crypto'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bookingMessages, paymentMessages } from '@ridelane/domain'
import type { App } from '../../app'
import { bookingEvents, bookings, mailOutbox, partners, payments } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { signedInOperatorToken } from '../../../test/fuzz/operator-token'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import {
  bookingPayload,
  bookingToken,
  cardForm,
  completion,
  payAndComplete,
  payAtGatewayOnly,
  postBooking,
  signQuote,
} from '../bookings/test-fixtures'
import { reconcilePayments } from './reconcile-payments'
import { sandboxNotification, sandboxWebhookSecret, signSandboxWebhook } from '../payments'

let app: App
beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app?.close())

type Created = { id: string; booking_code: string; access_token: string }

async function newBooking(headers: Record<string, string> = {}): Promise<Created> {
  const response = await postBooking(app, bookingPayload(await signQuote(app)), headers)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data
}

const url = (id: string, path = '') => `/api/v1/bookings/${id}/payment${path}`
const startPayment = (b: Created, headers: Record<string, string> = bookingToken(b.access_token)) =>
  app.inject({ method: 'POST', url: url(b.id), headers })
const readPayment = (b: Created, headers: Record<string, string> = bookingToken(b.access_token)) =>
  app.inject({ method: 'GET', url: url(b.id), headers })
const payCard = (b: Created, number: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: url(b.id, '/card'),
    headers: { ...bookingToken(b.access_token), ...headers },
    payload: cardForm(number),
  })
const complete = (b: Created, body = completion()) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/bookings/${b.id}/complete`,
    headers: bookingToken(b.access_token),
    payload: body,
  })

const stored = async (id: string) =>
  (await app.db.select().from(bookings).where(eq(bookings.id, id)))[0]!
const mailsFor = (code: string) =>
  app.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${code}%`))
const chargesOf = async (id: string) =>
  (await app.db.select().from(payments).where(eq(payments.bookingId, id))).filter(
    (row) => row.status === 'succeeded',
  )

describe('starting a payment', () => {
  it('answers the booking’s open payment in the catalogue’s currency, the same one twice', async () => {
    const b = await newBooking()
    const first = await startPayment(b)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({
      gateway: 'sandbox',
      status: 'requires_payment_method',
      amount: (await stored(b.id)).totalCents / 100,
      currency: 'USD',
      client_secret: null,
      publishable_key: null,
      action_url: null,
      decline_message: null,
      card: null,
      card_on_file: false,
      booking_status: 'pending_payment',
    })
    const again = await startPayment(b)
    expect(again.json().data).toEqual(first.json().data)
    expect(await app.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(1)
  })

  it('answers 404 on GET before any payment, and 409 for a cancelled booking', async () => {
    const b = await newBooking()
    const none = await readPayment(b)
    expect(none.statusCode).toBe(404)
    await app.db.update(bookings).set({ bookingStatus: 'cancelled' }).where(eq(bookings.id, b.id))
    const refused = await startPayment(b)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(
      'This booking was cancelled or has expired, so it can no longer be paid. Please make a new booking.',
    )
  })
})

describe('paying with the sandbox’s test cards', () => {
  it('confirms the booking with 4242 and queues one confirmation email', async () => {
    const b = await newBooking()
    const paid = await payCard(b, '4242 4242 4242 4242')
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().data).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
      booking_status: 'confirmed',
      decline_message: null,
    })
    const row = await stored(b.id)
    expect(row).toMatchObject({
      bookingStatus: 'confirmed',
      paymentStatus: 'success',
      paymentMethod: 'card',
    })
    expect(row.paymentReference).toMatch(/^sbpay_/)
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
    const [event] = await app.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, b.id))
      .orderBy(bookingEvents.at)
      .offset(1)
    expect(event).toMatchObject({
      toStatus: 'confirmed',
      actorKind: 'traveller',
      details: { gateway: 'sandbox', payment: row.paymentReference, payment_method: 'card' },
    })
    // Completion afterwards answers the same and sends nothing more.
    const done = await complete(b)
    expect(done.statusCode).toBe(200)
    expect(done.json().data).toEqual({ booking_code: b.booking_code })
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
  })

  it('takes the Mastercard test card too', async () => {
    const b = await newBooking()
    const paid = await payCard(b, '5555555555554444')
    expect(paid.json().data).toMatchObject({
      status: 'succeeded',
      card: { brand: 'mastercard', last4: '4444' },
    })
  })

  it.each([
    ['4000000000000002', 'Your card was declined. Please use another card.'],
    ['4000000000009995', 'Your card has insufficient funds. Please use another card.'],
  ])('keeps the booking awaiting payment when %s is declined', async (number, message) => {
    const b = await newBooking()
    const declined = await payCard(b, number)
    expect(declined.statusCode).toBe(200)
    expect(declined.json().data).toMatchObject({
      status: 'declined',
      decline_message: message,
      booking_status: 'pending_payment',
    })
    expect((await stored(b.id)).bookingStatus).toBe('pending_payment')
    expect(await mailsFor(b.booking_code)).toHaveLength(0)
    const notPaid = await complete(b)
    expect(notPaid.statusCode).toBe(402)
    // The same payment takes the next card.
    const retried = await payCard(b, '4242424242424242')
    expect(retried.json().data).toMatchObject({ status: 'succeeded', booking_status: 'confirmed' })
    expect(await app.db.select().from(payments).where(eq(payments.bookingId, b.id))).toHaveLength(1)
  })

  it('asks for 3-D Secure, then confirms once the payer approves', async () => {
    const b = await newBooking()
    const challenged = await payCard(b, '4000002500003155')
    const view = challenged.json().data
    expect(view).toMatchObject({ status: 'requires_action', booking_status: 'pending_payment' })
    const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, b.id))
    const reference = payment!.gatewayReference
    expect(view.action_url).toBe(`/pay/sandbox/challenge/${reference}`)
    expect((await complete(b)).statusCode).toBe(402)

    const answered = await app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/challenge/${reference}`,
      payload: { outcome: 'approve' },
    })
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().data).toEqual({ return_url: '/booking?payment=return' })
    const after = await readPayment(b)
    expect(after.json().data).toMatchObject({ status: 'succeeded', booking_status: 'confirmed' })
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
  })

  it('declines the payment when the payer fails the 3-D Secure check', async () => {
    const b = await newBooking()
    await payCard(b, '4000002500003155')
    const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, b.id))
    const failed = await app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/challenge/${payment!.gatewayReference}`,
      payload: { outcome: 'fail' },
    })
    expect(failed.statusCode).toBe(200)
    expect((await readPayment(b)).json().data).toMatchObject({
      status: 'declined',
      decline_message: expect.stringContaining('security check was not passed'),
      booking_status: 'pending_payment',
    })
  })

  it('answers 404 for a challenge nobody started', async () => {
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/challenge/sbpay_nothing',
      payload: { outcome: 'approve' },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a card form that breaks the rules, and a return address off the site', async () => {
    const b = await newBooking()
    const bad = await app.inject({
      method: 'POST',
      url: url(b.id, '/card'),
      headers: bookingToken(b.access_token),
      payload: cardForm('4242424242424241'),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.details).toContainEqual({
      path: 'number',
      message: 'This card number is not valid. Check the digits and try again.',
    })
    for (const returnUrl of ['https://evil.example/x', '//evil.example/x', 'booking']) {
      const offSite = await app.inject({
        method: 'POST',
        url: url(b.id, '/card'),
        headers: bookingToken(b.access_token),
        payload: cardForm('4242424242424242', { return_url: returnUrl }),
      })
      expect(offSite.statusCode).toBe(400)
    }
    expect((await stored(b.id)).bookingStatus).toBe('pending_payment')
  })
})

describe('a price that changes while a payment is open', () => {
  const raisePrice = (b: Created) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/bookings/${b.id}`,
      headers: bookingToken(b.access_token),
      payload: { meet_greet_applicable: true, child_seat_applicable: true, child_seat_count: 2 },
    })

  it('cannot change while the bank is checking the card, and the booking is paid in full', async () => {
    const b = await newBooking()
    const before = await stored(b.id)
    const challenged = await payCard(b, '4000002500003155')
    expect(challenged.json().data.status).toBe('requires_action')

    const refused = await raisePrice(b)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().error.message).toBe(bookingMessages.priceLockedWhilePaying)
    expect((await stored(b.id)).totalCents).toBe(before.totalCents)

    const [payment] = await app.db.select().from(payments).where(eq(payments.bookingId, b.id))
    await app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/challenge/${payment!.gatewayReference}`,
      payload: { outcome: 'approve' },
    })
    const after = await stored(b.id)
    expect(after.bookingStatus).toBe('confirmed')
    expect((await chargesOf(b.id)).reduce((sum, row) => sum + row.amountCents, 0)).toBe(
      after.totalCents,
    )
  })

  it('confirms only once the rest is paid when a payment for the old price goes through', async () => {
    const b = await newBooking()
    const oldTotal = (await stored(b.id)).totalCents
    const opened = await startPayment(b)
    expect(opened.json().data.amount).toBe(oldTotal / 100)
    const [old] = await app.db.select().from(payments).where(eq(payments.bookingId, b.id))

    // Nothing under way yet, so the extras may still be added.
    expect((await raisePrice(b)).statusCode).toBe(200)
    const newTotal = (await stored(b.id)).totalCents
    expect(newTotal).toBeGreaterThan(oldTotal)

    // The old payment's form was still open in another tab (Stripe's browser form), and paid.
    await app.payments.confirmPayment({
      reference: old!.gatewayReference,
      paymentMethod: {
        kind: 'card',
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      },
      returnUrl: '/booking?payment=return',
      idempotencyKey: randomUUID(),
    })
    const read = await readPayment(b)
    expect(read.json().data).toMatchObject({
      status: 'succeeded',
      booking_status: 'pending_payment',
    })
    const short = await complete(b)
    expect(short.statusCode, short.body).toBe(402)
    expect(short.json().error.message).toBe(paymentMessages.paymentShort(newTotal - oldTotal))
    expect((await stored(b.id)).bookingStatus).toBe('pending_payment')
    expect(await mailsFor(b.booking_code)).toHaveLength(0)

    // The payment page now asks for the rest only, and paying it confirms the booking once.
    const rest = await startPayment(b)
    expect(rest.json().data).toMatchObject({
      status: 'requires_payment_method',
      amount: (newTotal - oldTotal) / 100,
    })
    const paid = await payCard(b, '4242424242424242')
    expect(paid.json().data).toMatchObject({ status: 'succeeded', booking_status: 'confirmed' })
    expect((await chargesOf(b.id)).map((row) => row.amountCents).sort()).toEqual(
      [oldTotal, newTotal - oldTotal].sort(),
    )
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
    expect((await complete(b)).statusCode).toBe(200)
  })
})

describe('a payment made once', () => {
  it('takes the card for a payment opened before without reading it back first', async () => {
    const b = await newBooking()
    expect((await startPayment(b)).statusCode).toBe(200)
    // The sandbox answers the confirmation from the payment's own state, so the card call does
    // not ask it about a payment our records show waiting for a card (a journey's worth of work).
    const retrieve = vi.spyOn(app.payments, 'retrievePayment')
    try {
      const paid = await payCard(b, '4242 4242 4242 4242')
      expect(paid.json().data).toMatchObject({ status: 'succeeded', booking_status: 'confirmed' })
      expect(retrieve).not.toHaveBeenCalled()
    } finally {
      retrieve.mockRestore()
    }
    // Taken at the gateway while nothing settled it (a crash): the card call confirms it, once.
    const c = await newBooking()
    await payAtGatewayOnly(app, c)
    const again = await payCard(c, '4242 4242 4242 4242')
    expect(again.statusCode, again.body).toBe(200)
    expect(again.json().data).toMatchObject({ status: 'succeeded', booking_status: 'confirmed' })
    expect(await chargesOf(c.id)).toHaveLength(1)
    expect(await mailsFor(c.booking_code)).toHaveLength(1)
  })

  it('charges once when the same card call comes twice, in turn or together', async () => {
    const b = await newBooking()
    const key = { 'idempotency-key': randomUUID() }
    const first = await payCard(b, '4242424242424242', key)
    const second = await payCard(b, '4242424242424242', key)
    expect(second.json().data).toEqual(first.json().data)

    const c = await newBooking()
    const both = await Promise.all([payCard(c, '4242424242424242'), payCard(c, '4242424242424242')])
    for (const answer of both) {
      expect(answer.statusCode, answer.body).toBe(200)
      expect(answer.json().data.status).toBe('succeeded')
    }
    for (const booking of [b, c]) {
      expect(await chargesOf(booking.id)).toHaveLength(1)
      expect(await mailsFor(booking.booking_code)).toHaveLength(1)
    }
  })

  it('leaves a booking awaiting payment when the client only says it paid', async () => {
    const b = await newBooking()
    const claimed = await complete(b, completion({ payment_status: 'success' }))
    expect(claimed.statusCode).toBe(402)
    expect(claimed.json().error).toEqual({
      code: 'PAYMENT_REQUIRED',
      message: 'We have not received your payment yet. Please pay to confirm your booking.',
    })
    await startPayment(b)
    expect((await complete(b)).statusCode).toBe(402)
    expect((await stored(b.id)).bookingStatus).toBe('pending_payment')
    expect(await mailsFor(b.booking_code)).toHaveLength(0)
  })

  it('confirms on completion a payment taken at the gateway that nothing settled yet', async () => {
    const b = await newBooking()
    await payAtGatewayOnly(app, b)
    expect((await stored(b.id)).bookingStatus).toBe('pending_payment')
    const done = await complete(b)
    expect(done.statusCode, done.body).toBe(200)
    expect((await stored(b.id)).bookingStatus).toBe('confirmed')
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
  })
})

describe('the sandbox’s notifications', () => {
  async function notify(body: string, signature: string) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
      payload: body,
    })
  }

  it('confirms on a signed notification, and a replay changes nothing', async () => {
    const b = await newBooking()
    const payment = await payAtGatewayOnly(app, b)
    const body = sandboxNotification({ kind: 'payment.updated', payment })
    const signature = signSandboxWebhook(await sandboxWebhookSecret(app.db), body)
    const first = await notify(body, signature)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().data).toEqual({ received: true })
    expect((await stored(b.id)).bookingStatus).toBe('confirmed')
    const replay = await notify(body, signature)
    expect(replay.statusCode).toBe(200)
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
    const confirmations = (
      await app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id))
    ).filter((event) => event.toStatus === 'confirmed')
    expect(confirmations).toHaveLength(1)
  })

  it('refuses a forged signature with 400 and confirms nothing', async () => {
    const b = await newBooking()
    const payment = await payAtGatewayOnly(app, b)
    const body = sandboxNotification({ kind: 'payment.updated', payment })
    const forged = await notify(body, signSandboxWebhook('not-the-secret', body))
    expect(forged.statusCode).toBe(400)
    expect(forged.json().success).toBe(false)
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/sandbox',
      payload: body,
      headers: { 'content-type': 'application/json' },
    })
    expect(missing.statusCode).toBe(400)
    expect((await stored(b.id)).bookingStatus).toBe('pending_payment')
  })

  it('answers 404 for the gateway not in use', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('reconciliation', () => {
  it('confirms, once, a payment that succeeded while nothing settled it', async () => {
    const b = await newBooking()
    await payAtGatewayOnly(app, b)
    const later = new Date(Date.now() + 5 * 60_000)
    const [first, second] = await Promise.all([
      app.paymentReconciliation.runNow({ now: later }),
      app.paymentReconciliation.runNow({ now: later }),
    ])
    expect(first).toEqual(second)
    expect((await stored(b.id)).bookingStatus).toBe('confirmed')
    await app.paymentReconciliation.runNow({ now: new Date(later.getTime() + 5 * 60_000) })
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
    const confirmations = (
      await app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id))
    ).filter((event) => event.toStatus === 'confirmed')
    expect(confirmations).toMatchObject([{ actorKind: 'system' }])
  })

  it('leaves payments younger than a minute alone', async () => {
    const b = await newBooking()
    await payAtGatewayOnly(app, b)
    await app.paymentReconciliation.runNow()
    expect((await stored(b.id)).bookingStatus).toBe('pending_payment')
  })

  it('confirms once when two passes run together, as two processes would', async () => {
    const b = await newBooking()
    await payAtGatewayOnly(app, b)
    const later = new Date(Date.now() + 5 * 60_000)
    const passes = await Promise.all([
      reconcilePayments(
        { db: app.db, gateway: app.payments, appBaseUrl: 'http://localhost' },
        app.log,
        { now: later },
      ),
      reconcilePayments(
        { db: app.db, gateway: app.payments, appBaseUrl: 'http://localhost' },
        app.log,
        { now: later },
      ),
    ])
    expect(passes.some((pass) => pass.confirmed > 0)).toBe(true)
    expect((await stored(b.id)).bookingStatus).toBe('confirmed')
    const confirmations = (
      await app.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, b.id))
    ).filter((event) => event.toStatus === 'confirmed')
    expect(confirmations).toHaveLength(1)
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
  })
})

describe('the reconciliation loop', () => {
  it('settles on its own, every interval, a payment left open for over a minute', async () => {
    const looping = await createTestApp({ config: { paymentReconcileIntervalMs: 50 } })
    try {
      const response = await postBooking(looping, bookingPayload(await signQuote(looping)))
      const b = response.json().data as Created
      await payAtGatewayOnly(looping, b)
      await looping.db
        .update(payments)
        .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
        .where(eq(payments.bookingId, b.id))
      await expect
        .poll(
          async () =>
            (await looping.db.select().from(bookings).where(eq(bookings.id, b.id)))[0]!
              .bookingStatus,
          { timeout: 5_000, interval: 50 },
        )
        .toBe('confirmed')
    } finally {
      await looping.close()
    }
  })

  it('settles a payment as soon as it is older than the configured age', async () => {
    const looping = await createTestApp({
      config: { paymentReconcileIntervalMs: 50, paymentReconcileMinAgeMs: 200 },
    })
    try {
      const response = await postBooking(looping, bookingPayload(await signQuote(looping)))
      const b = response.json().data as Created
      // Nothing backdated: only the short age lets the loop take this fresh payment.
      await payAtGatewayOnly(looping, b)
      await expect
        .poll(
          async () =>
            (await looping.db.select().from(bookings).where(eq(bookings.id, b.id)))[0]!
              .bookingStatus,
          { timeout: 5_000, interval: 50 },
        )
        .toBe('confirmed')
    } finally {
      await looping.close()
    }
  })
})

describe('a partner billed on account', () => {
  it('completes without paying, and the booking is marked on account', async () => {
    const partner = await approvedPartner(app)
    await app.db
      .update(partners)
      .set({ onAccountSince: new Date() })
      .where(eq(partners.id, partner.partnerId))
    const b = await newBooking(bearer(partner.token))
    const shown = await startPayment(b, bearer(partner.token))
    expect(shown.json().data).toMatchObject({ gateway: 'on_account', status: 'not_required' })
    const read = await readPayment(b, bearer(partner.token))
    expect(read.json().data).toEqual(shown.json().data)
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${b.id}/complete`,
      headers: bearer(partner.token),
      payload: completion(),
    })
    expect(done.statusCode, done.body).toBe(200)
    expect(await stored(b.id)).toMatchObject({
      bookingStatus: 'confirmed',
      onAccount: true,
      paymentMethod: 'on_account',
    })
    expect(await app.db.select().from(payments).where(eq(payments.bookingId, b.id))).toEqual([])
    expect(await mailsFor(b.booking_code)).toHaveLength(1)
  })

  it('pays by card while not approved for it', async () => {
    const partner = await approvedPartner(app)
    const b = await newBooking(bearer(partner.token))
    const done = await payAndComplete(app, b, { headers: bearer(partner.token) })
    expect(done.statusCode, done.body).toBe(200)
    expect(await stored(b.id)).toMatchObject({ bookingStatus: 'confirmed', onAccount: false })
  })
})

describe('who may use the payment calls', () => {
  it('lets the traveller and the booking’s partner in, and nobody else', async () => {
    const partner = await approvedPartner(app)
    const mine = await newBooking(bearer(partner.token))
    const theirs = await newBooking()
    const operator = await signedInOperatorToken(app)
    const calls = [
      (headers: Record<string, string>) =>
        app.inject({ method: 'POST', url: url(mine.id), headers }),
      (headers: Record<string, string>) =>
        app.inject({ method: 'GET', url: url(mine.id), headers }),
      (headers: Record<string, string>) =>
        app.inject({
          method: 'POST',
          url: url(mine.id, '/card'),
          headers,
          payload: cardForm('4000000000000002'),
        }),
    ]
    for (const call of calls) {
      expect((await call({})).statusCode).toBe(401)
      expect((await call(bookingToken(theirs.access_token))).statusCode).toBe(404)
      expect((await call(bearer(operator))).statusCode).toBe(401)
      expect((await call(bookingToken(mine.access_token))).statusCode).toBe(200)
      expect((await call(bearer(partner.token))).statusCode).toBe(200)
    }
  })
})
