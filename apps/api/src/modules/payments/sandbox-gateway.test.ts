import { declineMessages, paymentMessages } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { sandboxGatewayPayments, serverSecrets } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { WebhookSignatureError } from './gateway'
import { card, newBooking, newKey, payWith } from './payments-test-kit'
import {
  createSandboxGateway,
  resolveSandboxChallenge,
  sandboxNotification,
  sandboxWebhookSecret,
  SANDBOX_WEBHOOK_SECRET_NAME,
  signSandboxWebhook,
} from './sandbox-gateway'

let app: App
let booking: { id: string; booking_code: string }
beforeAll(async () => {
  app = await createTestApp()
  booking = await newBooking(app)
})
afterAll(() => app?.close())

describe('the sandbox gateway', () => {
  it('is the app’s payment gateway', () => {
    expect(app.payments.name).toBe('sandbox')
  })

  it('takes the money with the Visa and Mastercard test cards, keeping only brand and last four', async () => {
    for (const [number, brand, last4] of [
      ['4242 4242 4242 4242', 'visa', '4242'],
      ['5555 5555 5555 4444', 'mastercard', '4444'],
    ] as const) {
      const { created, confirmed } = await payWith(app.payments, booking, number)
      expect(created).toMatchObject({ status: 'requires_payment_method', card: null })
      expect(confirmed).toMatchObject({
        reference: created.reference,
        status: 'succeeded',
        amountCents: 12_000,
        currency: 'USD',
        card: { brand, last4 },
        declineCode: null,
        declineMessage: null,
        actionUrl: null,
      })
      const [stored] = await app.db
        .select()
        .from(sandboxGatewayPayments)
        .where(eq(sandboxGatewayPayments.reference, created.reference))
      expect(JSON.stringify(stored)).not.toContain(number.replace(/ /g, ''))
    }
  })

  it('declines the decline cards with our own words, and takes another card after', async () => {
    const generic = await payWith(app.payments, booking, '4000 0000 0000 0002')
    expect(generic.confirmed).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'card_declined',
      declineMessage: declineMessages.card_declined,
    })
    expect(generic.confirmed.declineMessage).toMatch(/^Your card was declined\./)
    const funds = await payWith(app.payments, booking, '4000000000009995')
    expect(funds.confirmed).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'insufficient_funds',
      declineMessage: declineMessages.insufficient_funds,
    })
    const again = await app.payments.confirmPayment({
      reference: funds.created.reference,
      paymentMethod: card('4242424242424242'),
      returnUrl: '/',
      idempotencyKey: newKey('confirm'),
    })
    expect(again).toMatchObject({ status: 'succeeded', declineCode: null, declineMessage: null })
  })

  it('declines any other valid card number', async () => {
    const { confirmed } = await payWith(app.payments, booking, '4111 1111 1111 1111')
    expect(confirmed).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'card_declined',
    })
  })

  it('refuses an invalid number or an expired card with the card form’s message', async () => {
    const { created } = await payWith(app.payments, booking, '4242424242424242')
    const other = await app.payments.createPayment({
      bookingId: booking.id,
      bookingCode: booking.booking_code,
      amountCents: 500,
      currency: 'USD',
      description: 'x',
      idempotencyKey: newKey(),
    })
    const confirm = (paymentMethod: Parameters<typeof card>[0] | object) =>
      app.payments.confirmPayment({
        reference: other.reference,
        paymentMethod:
          typeof paymentMethod === 'string' ? card(paymentMethod) : (paymentMethod as never),
        returnUrl: '/',
        idempotencyKey: newKey('confirm'),
      })
    await expect(confirm('4242 4242 4242 4241')).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: paymentMessages.cardNumberInvalid,
    })
    await expect(
      confirm({ ...card('4242424242424242'), expMonth: 1, expYear: 2020 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', message: paymentMessages.cardExpired })
    expect((await app.payments.retrievePayment(other.reference)).status).toBe(
      'requires_payment_method',
    )
    expect(created.reference).not.toBe(other.reference)
  })

  it('asks for a 3-D Secure check on its challenge card, then takes the money if the payer approves', async () => {
    const { confirmed } = await payWith(app.payments, booking, '4000 0025 0000 3155')
    expect(confirmed).toMatchObject({
      status: 'requires_action',
      actionUrl: `/pay/sandbox/challenge/${confirmed.reference}`,
      card: { brand: 'visa', last4: '3155' },
    })
    const approved = await resolveSandboxChallenge(app.db, confirmed.reference, 'approve')
    expect(approved).toEqual({
      payment: expect.objectContaining({ status: 'succeeded', actionUrl: null }),
      returnUrl: `/booking/${booking.id}/paid`,
    })
    expect((await app.payments.retrievePayment(confirmed.reference)).status).toBe('succeeded')
    await expect(
      resolveSandboxChallenge(app.db, confirmed.reference, 'fail'),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: paymentMessages.challengeNotPending })
  })

  it('declines a 3-D Secure payment whose payer fails the check', async () => {
    const { confirmed } = await payWith(app.payments, booking, '4000002500003155')
    const failed = await resolveSandboxChallenge(app.db, confirmed.reference, 'fail')
    expect(failed.payment).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'authentication_failed',
      declineMessage: declineMessages.authentication_failed,
      actionUrl: null,
    })
  })

  it('makes one payment of one idempotency key, also for two calls at once', async () => {
    const input = {
      bookingId: booking.id,
      bookingCode: booking.booking_code,
      amountCents: 7_500,
      currency: 'USD',
      description: 'twice',
      idempotencyKey: newKey(),
    }
    const [first, second] = await Promise.all([
      app.payments.createPayment(input),
      app.payments.createPayment(input),
    ])
    const third = await app.payments.createPayment(input)
    expect(second.reference).toBe(first.reference)
    expect(third.reference).toBe(first.reference)
    const rows = await app.db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.idempotencyKey, input.idempotencyKey))
    expect(rows).toHaveLength(1)
    await expect(app.payments.createPayment({ ...input, amountCents: 1 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: paymentMessages.paymentDetailsMismatch,
    })
  })

  it('keeps its payments in the database, so another instance (a restart) finds them', async () => {
    const { confirmed } = await payWith(app.payments, booking, '4242424242424242')
    const restarted = createSandboxGateway(app.db)
    expect(await restarted.retrievePayment(confirmed.reference)).toEqual(confirmed)
    await expect(restarted.retrievePayment('sbpay_unknown')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it('refunds once per key and never more than was taken', async () => {
    const { confirmed } = await payWith(app.payments, booking, '4242424242424242', 10_000)
    const refund = (amountCents: number, idempotencyKey = newKey('refund')) =>
      app.payments.refund({
        paymentReference: confirmed.reference,
        amountCents,
        reason: 'test',
        idempotencyKey,
      })
    const key = newKey('refund')
    const first = await refund(6_000, key)
    expect(first).toMatchObject({
      paymentReference: confirmed.reference,
      status: 'succeeded',
      amountCents: 6_000,
      currency: 'USD',
    })
    expect(await refund(6_000, key)).toEqual(first)
    await expect(refund(4_001)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: paymentMessages.refundTooLarge(4_000),
    })
    expect(paymentMessages.refundTooLarge(4_000)).toContain('40.00')
    expect((await refund(4_000)).amountCents).toBe(4_000)
    await expect(refund(1)).rejects.toMatchObject({ code: 'CONFLICT' })
  })

  it('refunds nothing of a payment that did not go through', async () => {
    const { confirmed } = await payWith(app.payments, booking, '4000000000000002')
    await expect(
      app.payments.refund({
        paymentReference: confirmed.reference,
        amountCents: 100,
        reason: 'test',
        idempotencyKey: newKey('refund'),
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: paymentMessages.refundNotRefundable })
  })
})

describe('sandbox notifications', () => {
  const body = () =>
    sandboxNotification({
      kind: 'refund.updated',
      refund: {
        reference: 'sbref_x',
        paymentReference: 'sbpay_x',
        status: 'succeeded',
        amountCents: 100,
        currency: 'USD',
      },
    })
  const nowSeconds = () => Math.floor(Date.now() / 1000)

  it('are signed with a key the database keeps, and read back when the signature is good', async () => {
    const secret = await sandboxWebhookSecret(app.db)
    const [stored] = await app.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SANDBOX_WEBHOOK_SECRET_NAME))
    expect(stored?.secret).toBe(secret)
    const text = body()
    const event = await app.payments.verifyWebhook(text, signSandboxWebhook(secret, text))
    expect(event).toMatchObject({
      kind: 'refund.updated',
      refund: { reference: 'sbref_x', status: 'succeeded', amountCents: 100 },
    })
    const other = JSON.stringify({ id: 'evt', type: 'charge.dispute.created', data: {} })
    expect(await app.payments.verifyWebhook(other, signSandboxWebhook(secret, other))).toEqual({
      id: 'evt',
      kind: 'ignored',
      type: 'charge.dispute.created',
    })
  })

  it('are refused when forged, changed, unsigned or stale', async () => {
    const secret = await sandboxWebhookSecret(app.db)
    const text = body()
    const refused = (raw: string, header: string | undefined) =>
      expect(app.payments.verifyWebhook(raw, header)).rejects.toBeInstanceOf(WebhookSignatureError)
    await refused(text, signSandboxWebhook('not-the-secret-at-all-not-the-secret', text))
    await refused(
      text.replace('"amountCents":100', '"amountCents":99999'),
      signSandboxWebhook(secret, text),
    )
    await refused(text, undefined)
    await refused(text, 'v1=abc')
    await refused(text, signSandboxWebhook(secret, text, nowSeconds() - 6 * 60))
    await refused(text, signSandboxWebhook(secret, text, nowSeconds() + 6 * 60))
    // Just inside the five minutes is still good.
    await expect(
      app.payments.verifyWebhook(text, signSandboxWebhook(secret, text, nowSeconds() - 4 * 60)),
    ).resolves.toMatchObject({ kind: 'refund.updated' })
  })
})

describe('the sandbox’s card on file', () => {
  /** A payment made to keep its card, paid with `number` (its bank check passed). */
  async function paid(number: string, saveForLater = true) {
    const created = await app.payments.createPayment({
      bookingId: booking.id,
      bookingCode: booking.booking_code,
      amountCents: 12_000,
      currency: 'USD',
      description: `Ridelane booking ${booking.booking_code}`,
      idempotencyKey: newKey('payment'),
      saveForLater,
    })
    const confirmed = await app.payments.confirmPayment({
      reference: created.reference,
      paymentMethod: card(number),
      returnUrl: '/booking?payment=return',
      idempotencyKey: newKey('confirm'),
    })
    if (confirmed.status === 'requires_action') {
      await resolveSandboxChallenge(app.db, created.reference, 'approve')
    }
    return created
  }

  const later = (fromPaymentReference: string, idempotencyKey = newKey('extra')) => ({
    fromPaymentReference,
    amountCents: 2_000,
    currency: 'USD',
    description: `Ridelane booking ${booking.booking_code}: extra waiting`,
    idempotencyKey,
  })

  it('keeps the card when asked, and charges it later once per idempotency key', async () => {
    const created = await paid('4242424242424242')
    expect(created.cardOnFile).toBe(true)
    const key = newKey('extra')
    const charged = await app.payments.chargeSaved(later(created.reference, key))
    expect(charged).toMatchObject({
      status: 'succeeded',
      amountCents: 2_000,
      currency: 'USD',
      card: { brand: 'visa', last4: '4242' },
      declineCode: null,
      cardOnFile: false,
    })
    expect(charged.reference).not.toBe(created.reference)
    // A rerun gets the same charge; the same key for another amount is refused.
    expect((await app.payments.chargeSaved(later(created.reference, key))).reference).toBe(
      charged.reference,
    )
    await expect(
      app.payments.chargeSaved({ ...later(created.reference, key), amountCents: 3_000 }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: paymentMessages.savedChargeMismatch })
    expect(await app.payments.retrievePayment(charged.reference)).toEqual(charged)
  })

  it('charges a card that passed its bank check once, and declines one that wants it every time', async () => {
    const once = await paid('4000002500003155')
    expect(await app.payments.chargeSaved(later(once.reference))).toMatchObject({
      status: 'succeeded',
    })
    const always = await paid('4000002760003184')
    expect(await app.payments.retrievePayment(always.reference)).toMatchObject({
      status: 'succeeded',
    })
    expect(await app.payments.chargeSaved(later(always.reference))).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'authentication_required',
      declineMessage: declineMessages.authentication_required,
      card: { brand: 'visa', last4: '3184' },
    })
  })

  it('charges nothing from a payment that kept no card, or that did not go through', async () => {
    const notKept = await paid('4242424242424242', false)
    expect(notKept.cardOnFile).toBe(false)
    await expect(app.payments.chargeSaved(later(notKept.reference))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: paymentMessages.noCardOnFile,
    })
    const declined = await paid('4000000000000002')
    await expect(app.payments.chargeSaved(later(declined.reference))).rejects.toMatchObject({
      code: 'CONFLICT',
    })
    await expect(app.payments.chargeSaved(later('sbpay_unknown'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})
