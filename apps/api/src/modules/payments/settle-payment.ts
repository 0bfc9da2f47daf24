import { isDomainError, SYSTEM_ACTOR, type Actor, type DomainError } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { queueConfirmationEmail } from '../bookings'
import { lockBooking, updateBooking, type BookingRow, type NewBooking } from '../bookings'
import { applyTransition } from '../bookings'
import { settleChangePayment } from '../rides'
import type { GatewayPayment, PaymentGateway } from './gateway'
import { recordPayment } from './payment-records'
import { findPaymentByReference, type PaymentRow } from './repository'

export type SettleInput = {
  bookingId: string
  gateway: PaymentGateway['name']
  /** The gateway's own answer about the payment: never anything a client sent. */
  payment: GatewayPayment
  /** The key the payment was created with (kept when the row is new). */
  idempotencyKey: string
  /** Who confirms the booking if this payment does: the payer, or the system for notifications. */
  actor?: Actor
  /** Set on the booking with its confirmation (completion's traveller time zone). */
  onConfirm?: Partial<NewBooking>
  /** For a new payment of a change's extra cost: the change it pays for. */
  changeId?: string | null
  /** Where the confirmation mail's ride link points (config.appBaseUrl). */
  appBaseUrl: string
}

export type Settlement = {
  booking: BookingRow
  payment: PaymentRow
  /** True only for the one call that confirmed the booking and queued its email. */
  confirmed: boolean
  /** Why the lifecycle refused to confirm a paid booking (its price lapsed, it was cancelled…). */
  refusal: DomainError | undefined
  /** True only for the one call that applied the change this payment paid for, and mailed it. */
  changeApplied?: boolean
  /**
   * Money taken for a change that could no longer be applied, claimed as a pending refund in
   * this transaction: the caller asks the gateway for it after the commit (settleChangeRefund).
   */
  changeRefund?: { bookingId: string; amountCents: number; reason: string } | undefined
}

/**
 * The one place a payment's outcome reaches the booking (docs/decisions/024-payments.md#settlement).
 * In one transaction holding the booking's lock: the gateway's view of the payment is recorded,
 * the booking's payment columns follow it, and a succeeded payment confirms a booking still
 * awaiting payment through the lifecycle, with its confirmation email in the outbox. Whoever calls
 * it (the card call, a page reload, a webhook, completion, reconciliation) and however often or
 * concurrently, the booking is confirmed and mailed once: the second caller finds it confirmed.
 * A payment of a change's extra cost (`change_id`) applies that change instead, also once
 * (modules/rides/change-booking.ts, docs/decisions/028-ride-page.md#change).
 */
export async function settlePayment(db: Database, input: SettleInput): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId)
    if (!booking) throw new Error(`No booking ${input.bookingId} for payment`)
    const known = await findPaymentByReference(tx, input.payment.reference)
    // An answer read before a success was recorded must not take the success back.
    const payment =
      known?.status === 'succeeded' && input.payment.status !== 'succeeded'
        ? known
        : await recordPayment(tx, input)
    if (payment.bookingId !== booking.id) {
      throw new Error(`Payment ${payment.gatewayReference} belongs to another booking`)
    }
    if (payment.changeId) {
      // A change's extra cost: it applies the change (once), never the booking's own payment state.
      const outcome = await settleChangePayment(tx, booking, payment)
      return {
        booking: outcome.booking,
        payment,
        confirmed: false,
        refusal: undefined,
        changeApplied: outcome.applied,
        changeRefund: outcome.refund,
      }
    }
    if (payment.status !== 'succeeded') {
      if (payment.status === 'declined' && booking.paymentStatus === 'pending') {
        const failed = await updateBooking(tx, booking.id, { paymentStatus: 'failed' })
        return { booking: failed, payment, confirmed: false, refusal: undefined }
      }
      return { booking, payment, confirmed: false, refusal: undefined }
    }
    const paidColumns: Partial<NewBooking> = {
      paymentStatus: 'success',
      paymentMethod: 'card',
      paymentReference: payment.gatewayReference,
    }
    if (booking.bookingStatus !== 'pending_payment') {
      // Already confirmed (by an earlier call) or past being paid: record the money only.
      const current =
        booking.paymentStatus === 'pending' || booking.paymentStatus === 'failed'
          ? await updateBooking(tx, booking.id, paidColumns)
          : booking
      return { booking: current, payment, confirmed: false, refusal: undefined }
    }
    try {
      const confirmed = await applyTransition(
        tx,
        booking,
        {
          to: 'confirmed',
          actor: input.actor ?? SYSTEM_ACTOR,
          input: { paymentReference: payment.gatewayReference },
          details: {
            payment_method: 'card',
            gateway: payment.gateway,
            payment: payment.gatewayReference,
          },
        },
        { ...paidColumns, ...input.onConfirm, confirmedAt: new Date() },
      )
      await queueConfirmationEmail(tx, confirmed, input.appBaseUrl)
      return { booking: confirmed, payment, confirmed: true, refusal: undefined }
    } catch (error) {
      // Refused before anything was written (e.g. the price lapsed): keep the money on record.
      if (!isDomainError(error)) throw error
      const current = await updateBooking(tx, booking.id, paidColumns)
      return { booking: current, payment, confirmed: false, refusal: error }
    }
  })
}
