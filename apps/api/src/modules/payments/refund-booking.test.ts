import { declineMessages, paymentMessages, SYSTEM_ACTOR } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { refunds, sandboxGatewayRefunds } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database'
import { GatewayUnavailableError, type PaymentGateway } from './gateway'
import { moneyForBooking, paymentsForBooking, recordPayment } from './payment-records'
import { newBooking, payWith } from './payments-test-kit'
import { refundBooking } from './refund-booking'

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

const operator = { kind: 'operator' as const, id: '00000000-0000-4000-8000-000000000001' }

/** A booking paid in full through the sandbox, with our record of the payment. */
async function paidBooking(amountCents = 12_000) {
  const booking = await newBooking(app)
  const { confirmed, key } = await payWith(app.payments, booking, '4242424242424242', amountCents)
  await recordPayment(app.db, {
    bookingId: booking.id,
    gateway: app.payments.name,
    payment: confirmed,
    idempotencyKey: key,
  })
  return { booking, payment: confirmed }
}

const gatewayRefundsOf = (paymentReference: string) =>
  app.db
    .select()
    .from(sandboxGatewayRefunds)
    .where(eq(sandboxGatewayRefunds.paymentReference, paymentReference))

describe('recording payments', () => {
  it('keeps one row per gateway payment, brought up to date, and sums what was paid', async () => {
    const booking = await newBooking(app)
    const declined = await payWith(app.payments, booking, '4000000000009995', 9_000)
    const record = (payment: typeof declined.confirmed) =>
      recordPayment(app.db, {
        bookingId: booking.id,
        gateway: 'sandbox',
        payment,
        idempotencyKey: declined.key,
      })
    expect(await record(declined.created)).toMatchObject({ status: 'pending', cardLast4: null })
    expect(await record(declined.confirmed)).toMatchObject({
      status: 'declined',
      cardBrand: 'visa',
      cardLast4: '9995',
      declineCode: 'insufficient_funds',
      declineMessage: declineMessages.insufficient_funds,
    })
    expect(await moneyForBooking(app.db, booking.id)).toMatchObject({ paidCents: 0 })

    const retried = await app.payments.confirmPayment({
      reference: declined.created.reference,
      paymentMethod: {
        kind: 'card',
        number: '5555555555554444',
        expMonth: 1,
        expYear: 2040,
        cvc: '999',
      },
      returnUrl: '/',
      idempotencyKey: 'retry',
    })
    await record(retried)
    const rows = await paymentsForBooking(app.db, booking.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status: 'succeeded',
      cardBrand: 'mastercard',
      declineCode: null,
    })
    expect(await moneyForBooking(app.db, booking.id)).toMatchObject({
      paidCents: 9_000,
      refundedCents: 0,
      refundableCents: 9_000,
    })
  })
})

describe('refunding a booking', () => {
  it('pays back through the gateway and records the refund', async () => {
    const { booking, payment } = await paidBooking()
    const [refund, ...more] = await refundBooking(app.db, app.payments, {
      bookingId: booking.id,
      amountCents: 5_000,
      reason: 'cancellation',
      actor: operator,
    })
    expect(more).toEqual([])
    expect(refund).toMatchObject({
      bookingId: booking.id,
      amountCents: 5_000,
      currency: 'USD',
      reason: 'cancellation',
      status: 'succeeded',
      actorKind: 'operator',
      actorId: operator.id,
    })
    const atGateway = await gatewayRefundsOf(payment.reference)
    expect(atGateway).toHaveLength(1)
    expect(refund!.gatewayReference).toBe(atGateway[0]!.reference)
    expect(await moneyForBooking(app.db, booking.id)).toMatchObject({
      paidCents: 12_000,
      refundedCents: 5_000,
      refundableCents: 7_000,
    })
  })

  it('refunds once for one reason, however often it is asked', async () => {
    const { booking, payment } = await paidBooking()
    const ask = (amountCents: number) =>
      refundBooking(app.db, app.payments, {
        bookingId: booking.id,
        amountCents,
        reason: 'cancellation',
        actor: SYSTEM_ACTOR,
      })
    const first = await ask(12_000)
    const second = await ask(12_000)
    // A later ask with another figure still finds the refund already made for this reason.
    const third = await ask(3_000)
    expect(second).toEqual(first)
    expect(third).toEqual(first)
    expect(await gatewayRefundsOf(payment.reference)).toHaveLength(1)
    expect(
      await app.db.select().from(refunds).where(eq(refunds.bookingId, booking.id)),
    ).toHaveLength(1)
  })

  it('refunds once when two processes ask for the same reason at the same moment', async () => {
    const { booking, payment } = await paidBooking()
    const ask = (on: App) =>
      refundBooking(on.db, on.payments, {
        bookingId: booking.id,
        amountCents: 4_000,
        reason: 'cancellation',
        actor: SYSTEM_ACTOR,
      })
    const answers = await Promise.all([ask(app), ask(other), ask(app), ask(other)])
    for (const answer of answers) expect(answer).toEqual(answers[0])
    expect(answers[0]).toEqual([expect.objectContaining({ status: 'succeeded' })])
    expect(await gatewayRefundsOf(payment.reference)).toHaveLength(1)
    expect((await moneyForBooking(app.db, booking.id)).refundedCents).toBe(4_000)
  })

  it('gives back different reasons separately, but never more than was paid', async () => {
    const { booking, payment } = await paidBooking(10_000)
    const ask = (reason: string, amountCents: number) =>
      refundBooking(app.db, app.payments, {
        bookingId: booking.id,
        amountCents,
        reason,
        actor: operator,
      })
    await ask('cancellation', 7_000)
    await expect(ask('goodwill', 3_001)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: paymentMessages.refundTooLarge(3_000),
    })
    // The refused reason left nothing behind and can be asked again for what is left.
    expect(await ask('goodwill', 3_000)).toEqual([
      expect.objectContaining({ status: 'succeeded', amountCents: 3_000 }),
    ])
    expect(await gatewayRefundsOf(payment.reference)).toHaveLength(2)
    expect(await moneyForBooking(app.db, booking.id)).toMatchObject({
      refundedCents: 10_000,
      refundableCents: 0,
    })
  })

  it('spreads a refund larger than any one payment over the payments that paid the booking', async () => {
    // The fare and a change's extra cost: 130.60 and 15.00, refunded 145.60 on cancellation.
    const { booking, payment } = await paidBooking(13_060)
    const extra = await payWith(app.payments, booking, '4242424242424242', 1_500)
    await recordPayment(app.db, {
      bookingId: booking.id,
      gateway: app.payments.name,
      payment: extra.confirmed,
      idempotencyKey: extra.key,
    })
    const ask = () =>
      refundBooking(app.db, app.payments, {
        bookingId: booking.id,
        amountCents: 14_560,
        reason: 'cancellation',
        actor: operator,
      })
    const parts = await ask()
    expect(parts).toEqual([
      expect.objectContaining({ amountCents: 1_500, status: 'succeeded' }),
      expect.objectContaining({ amountCents: 13_060, status: 'succeeded' }),
    ])
    // Asked again, the same two parts; nothing more moves at the gateway.
    expect(await ask()).toEqual(parts)
    expect(await gatewayRefundsOf(payment.reference)).toEqual([
      expect.objectContaining({ amountCents: 13_060 }),
    ])
    expect(await gatewayRefundsOf(extra.confirmed.reference)).toEqual([
      expect.objectContaining({ amountCents: 1_500 }),
    ])
    expect(await moneyForBooking(app.db, booking.id)).toMatchObject({
      paidCents: 14_560,
      refundedCents: 14_560,
      refundableCents: 0,
    })
  })

  it('refunds nothing of an unpaid booking and says why', async () => {
    const booking = await newBooking(app)
    await expect(
      refundBooking(app.db, app.payments, {
        bookingId: booking.id,
        amountCents: 100,
        reason: 'cancellation',
        actor: operator,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: paymentMessages.refundNothingPaid })
    await expect(
      refundBooking(app.db, app.payments, {
        bookingId: '00000000-0000-4000-8000-000000000099',
        amountCents: 100,
        reason: 'cancellation',
        actor: operator,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  it('refuses amounts that are not whole cents above zero, and empty reasons', async () => {
    const { booking } = await paidBooking()
    for (const amountCents of [0, -5, 1.5]) {
      await expect(
        refundBooking(app.db, app.payments, {
          bookingId: booking.id,
          amountCents,
          reason: 'cancellation',
          actor: operator,
        }),
      ).rejects.toMatchObject({
        code: 'VALIDATION_FAILED',
        message: paymentMessages.refundAmountInvalid,
      })
    }
    await expect(
      refundBooking(app.db, app.payments, {
        bookingId: booking.id,
        amountCents: 100,
        reason: '  ',
        actor: operator,
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: paymentMessages.refundReasonInvalid,
    })
  })

  it('keeps the refund pending when the gateway cannot be reached, and finishes it on the next ask', async () => {
    const { booking, payment } = await paidBooking()
    const down: PaymentGateway = {
      ...app.payments,
      refund: async () => {
        throw new GatewayUnavailableError('gateway down')
      },
    }
    const input = {
      bookingId: booking.id,
      amountCents: 2_000,
      reason: 'cancellation',
      actor: operator,
    }
    await expect(refundBooking(app.db, down, input)).rejects.toThrow('gateway down')
    expect(await app.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual([
      expect.objectContaining({ status: 'pending', gatewayReference: null }),
    ])
    expect(await moneyForBooking(app.db, booking.id)).toMatchObject({
      refundPendingCents: 2_000,
      refundableCents: 10_000,
    })
    const finished = await refundBooking(app.db, app.payments, input)
    expect(finished).toEqual([expect.objectContaining({ status: 'succeeded', amountCents: 2_000 })])
    expect(await gatewayRefundsOf(payment.reference)).toHaveLength(1)
  })
})
