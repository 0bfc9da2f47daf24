import { opsBookingMessages, refundGatewayNotes } from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { App } from '../../app'
import { refunds, sandboxGatewayRefunds } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { bearer, signedInAdmin, signedInInvitee } from '../operators/operator-test-kit'
import { approvedPartner } from '../partners/partner-test-kit'
import { GatewayUnavailableError } from '../payments'
import { recordPayment } from '../payments/payment-records'
import { newBooking, payWith } from '../payments/payments-test-kit'
import { detail, opsCall, setBooking } from './ops-booking-test-kit'

// The operator's cancellation gives the policy's refund back through the payment port
// (docs/decisions/026-operator-payments.md). Bookings are paid straight through the sandbox
// adapter, as the payment routes would, so these tests need nothing but the port.

let app: App
let admin: Awaited<ReturnType<typeof signedInAdmin>>
let dispatcher: Awaited<ReturnType<typeof signedInInvitee>>

beforeAll(async () => {
  app = await createTestApp()
  admin = await signedInAdmin(app)
  dispatcher = await signedInInvitee(app, admin.token, 'dispatcher')
})
afterAll(() => app.close())

// Hourly hire of a Sedan 30 hours ahead: the ride's notice is too short for a refund, the paid
// meet & greet ($15 of $95.15) comes back in full. So the policy's amount is not the total.
const TOTAL_CENTS = 9_515
const POLICY_CENTS = 1_500

/** A confirmed booking, paid in full by card through the sandbox, with our record of it. */
async function paidBooking() {
  const booking = await newBooking(app)
  await setBooking(app, booking.id, {
    rideType: 'hourly',
    pickupTime: new Date(Date.now() + 30 * 3_600_000),
    meetGreetApplicable: true,
    meetGreetChargeCents: 1_500,
    totalCents: TOTAL_CENTS,
    bookingStatus: 'confirmed',
    paymentStatus: 'success',
    confirmedAt: new Date(),
  })
  const paid = await payWith(app.payments, booking, '4242 4242 4242 4242', TOTAL_CENTS)
  expect(paid.confirmed.status).toBe('succeeded')
  await recordPayment(app.db, {
    bookingId: booking.id,
    gateway: app.payments.name,
    payment: paid.confirmed,
    idempotencyKey: paid.key,
  })
  return { id: booking.id, paymentReference: paid.confirmed.reference }
}

async function cancel(token: string, id: string, version?: number) {
  return opsCall(app, token, 'POST', `/${id}/cancel`, {
    expected_version: version ?? (await detail(app, admin.token, id)).version,
    reason: 'Traveller asked by phone',
  })
}

type Event = { to_status: string; details: Record<string, string> }
/** The timeline's cancellation entry (found by status: entries in one millisecond may tie). */
const cancellation = (data: { events: Event[] }) =>
  data.events.find((event) => event.to_status === 'cancelled')

const retry = (token: string, id: string) => opsCall(app, token, 'POST', `/${id}/refunds/retry`)

const gatewayRefunds = (paymentReference: string) =>
  app.db
    .select()
    .from(sandboxGatewayRefunds)
    .where(eq(sandboxGatewayRefunds.paymentReference, paymentReference))

const ourRefunds = (bookingId: string) =>
  app.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))

async function auditActions(id: string) {
  const response = await app.inject({
    url: `/api/v1/ops/audit?target_kind=booking&target_id=${id}`,
    headers: bearer(admin.token),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.entries as Array<{
    action: string
    before: Record<string, unknown>
    after: Record<string, unknown>
  }>
}

describe('cancelling a booking paid by card', () => {
  it('refunds the policy amount once at the gateway and shows payment, refund and money', async () => {
    const { id, paymentReference } = await paidBooking()
    const before = await detail(app, dispatcher.token, id)
    expect(before.payments).toEqual([
      expect.objectContaining({
        gateway: 'sandbox',
        gateway_reference: paymentReference,
        amount: 95.15,
        currency: 'USD',
        status: 'succeeded',
        card_brand: 'visa',
        card_last4: '4242',
      }),
    ])
    expect(before.money).toEqual({ paid: 95.15, refunded: 0, refund_pending: 0, due: 0 })
    expect(before.refunds).toEqual([])
    expect(before.on_account).toBe(false)

    const response = await cancel(dispatcher.token, id, before.version)
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.booking.booking_status).toBe('cancelled')
    expect(data.refund).toEqual({ amount: 15, percent: 0 })
    expect(data.refunds).toEqual([
      expect.objectContaining({
        amount: 15,
        currency: 'USD',
        reason: 'cancellation',
        status: 'succeeded',
        gateway_reference: expect.stringMatching(/\S/),
      }),
    ])
    expect(data.money).toEqual({ paid: 95.15, refunded: 15, refund_pending: 0, due: 0 })
    expect(data.refund_note).toBeNull()
    expect(cancellation(data)?.details).toMatchObject({
      refund_amount: '15.00',
      refund_ids: data.refunds[0].id,
    })
    expect((await auditActions(id)).map((entry) => entry.action)).toContain('booking.cancel')

    // The same call again (a double click) and a fresh one both fail; no second refund.
    expect((await cancel(dispatcher.token, id, before.version)).statusCode).toBe(409)
    expect((await cancel(admin.token, id)).statusCode).toBe(409)
    const atGateway = await gatewayRefunds(paymentReference)
    expect(atGateway).toHaveLength(1)
    expect(atGateway[0]).toMatchObject({ amountCents: POLICY_CENTS, status: 'succeeded' })
    expect(await ourRefunds(id)).toHaveLength(1)
  })

  it('still cancels while the gateway is down; an admin retries the refund and it is made once', async () => {
    const { id, paymentReference } = await paidBooking()
    const down = vi
      .spyOn(app.payments, 'refund')
      .mockRejectedValue(new GatewayUnavailableError('gateway down'))
    try {
      const response = await cancel(dispatcher.token, id)
      expect(response.statusCode, response.body).toBe(200)
      const data = response.json().data
      expect(data.booking.booking_status).toBe('cancelled')
      expect(data.refunds).toEqual([
        expect.objectContaining({ amount: 15, status: 'pending', gateway_reference: null }),
      ])
      expect(data.money).toMatchObject({ refunded: 0, refund_pending: 15 })
      expect(data.refund_note).toBe(refundGatewayNotes.pending)
      expect(cancellation(data)?.details.refund_ids).toBe(data.refunds[0].id)

      const byDispatcher = await retry(dispatcher.token, id)
      expect(byDispatcher.statusCode).toBe(403)

      const stillDown = await retry(admin.token, id)
      expect(stillDown.statusCode).toBe(503)
      expect(stillDown.json().error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: opsBookingMessages.refundGatewayUnavailable,
      })
      expect((await detail(app, admin.token, id)).refunds[0].status).toBe('pending')
    } finally {
      down.mockRestore()
    }

    const retried = await retry(admin.token, id)
    expect(retried.statusCode, retried.body).toBe(200)
    expect(retried.json().data.refunds).toEqual([
      expect.objectContaining({ amount: 15, status: 'succeeded' }),
    ])
    expect(retried.json().data.money).toMatchObject({ refunded: 15, refund_pending: 0 })
    expect(retried.json().data.refund_note).toBeNull()

    const again = await retry(admin.token, id)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(opsBookingMessages.noRefundPending)
    expect(await gatewayRefunds(paymentReference)).toHaveLength(1)
    expect(await ourRefunds(id)).toHaveLength(1)

    const retries = (await auditActions(id)).filter((e) => e.action === 'booking.refund_retry')
    expect(retries).toHaveLength(2)
    expect(retries[0]).toMatchObject({
      before: { refunds: [expect.objectContaining({ status: 'pending' })] },
      after: { refunds: [expect.objectContaining({ status: 'succeeded' })] },
    })
  })

  it('keeps retrying for operators: none, a partner or a booking token get 401', async () => {
    const { id } = await paidBooking()
    const partner = await approvedPartner(app)
    const { access_token: bookingToken } = (await newBooking(app)) as { access_token?: string }
    expect(bookingToken).toEqual(expect.any(String))
    for (const headers of [
      {},
      bearer(partner.token),
      { 'x-booking-token': bookingToken! },
      bearer(bookingToken!),
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/ops/bookings/${id}/refunds/retry`,
        headers,
      })
      expect(response.statusCode).toBe(401)
      expect(response.json().error.code).toBe('UNAUTHORIZED')
    }
    const unknown = await retry(admin.token, '00000000-0000-4000-8000-000000000000')
    expect(unknown.statusCode).toBe(404)
  })
})

describe('cancelling a booking with nothing paid at the gateway', () => {
  it('says an on-account booking is invoiced, and refunds nothing at the gateway', async () => {
    const booking = await newBooking(app)
    await setBooking(app, booking.id, {
      bookingStatus: 'confirmed',
      paymentStatus: 'success',
      onAccount: true,
    })
    const response = await cancel(dispatcher.token, booking.id)
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.on_account).toBe(true)
    expect(data.payments).toEqual([])
    expect(data.refunds).toEqual([])
    expect(data.refund_note).toBe(refundGatewayNotes.onAccount)
    expect(cancellation(data)?.details).not.toHaveProperty('refund_ids')
  })

  it('says no card payment went through when the booking has no gateway payment', async () => {
    const booking = await newBooking(app)
    await setBooking(app, booking.id, { bookingStatus: 'confirmed', paymentStatus: 'success' })
    const response = await cancel(dispatcher.token, booking.id)
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.refund.amount).toBeGreaterThan(0)
    expect(data.refunds).toEqual([])
    expect(data.money).toMatchObject({ paid: 0, refunded: 0 })
    expect(data.refund_note).toBe(refundGatewayNotes.notPaidAtGateway)
  })
})
