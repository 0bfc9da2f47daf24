import {
  bookingMoney,
  DomainError,
  fromCents,
  opsBookingMessages as m,
  refundGatewayNotes,
  type Actor,
  type BookingMoney,
  type OpsBookingDetail,
} from '@ridelane/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { recordAudit } from '../audit'
import {
  claimBookingRefund,
  GatewayUnavailableError,
  moneyForBooking,
  paymentsForBooking,
  refundBooking,
  refundedAmount,
  refundsForBooking,
  type PaymentGateway,
  type PaymentRow,
  type RefundRow,
} from '../payments'
import { existingBooking } from './ops-booking-detail'
import type { BookingRow } from './repository'

// Money going back to the traveller when a booking is cancelled, through the payment port
// (docs/decisions/026-operator-payments.md): by an operator in the console, or by the traveller
// or the partner on the ride page (docs/decisions/028-ride-page.md).

/** The reason a cancellation's refund is stored under: one per booking, so it is made once. */
export const CANCELLATION_REFUND_REASON = 'cancellation'

/** A refund claimed in the cancellation's transaction, to be asked of the gateway after it. */
export type ClaimedRefund = { bookingId: string; refundIds: string[]; amountCents: number }

/**
 * Inside the cancellation's transaction: stores the gateway refund the policy gives as pending,
 * when there is one to make. An on-account booking, or one no card payment went through, has
 * nothing to give back at the gateway. The amount is never more than what is still refundable.
 */
export async function claimCancellationRefund(
  tx: Database,
  booking: BookingRow,
  actor: Actor,
  policyCents: number,
): Promise<ClaimedRefund | null> {
  if (booking.onAccount || policyCents <= 0) return null
  const money = await moneyForBooking(tx, booking)
  const amountCents = Math.min(policyCents, money.refundableCents)
  if (money.paidCents === 0 || amountCents <= 0) return null
  const parts = await claimBookingRefund(tx, {
    bookingId: booking.id,
    amountCents,
    reason: CANCELLATION_REFUND_REASON,
    actor,
  })
  const rows = parts.map((part) => part.refund)
  return {
    bookingId: booking.id,
    refundIds: rows.map((row) => row.id),
    amountCents: refundedAmount(rows),
  }
}

/**
 * After the cancellation committed: asks the gateway for the claimed refund. The booking stays
 * cancelled whatever the gateway says; an unreachable gateway leaves the refund pending for
 * "Retry refund", and a refusal is logged (the refund row is then gone and the money summary
 * still shows what was paid).
 */
export async function settleCancellationRefund(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  claimed: ClaimedRefund,
  actor: Actor,
): Promise<void> {
  try {
    await refundBooking(db, gateway, {
      bookingId: claimed.bookingId,
      amountCents: claimed.amountCents,
      reason: CANCELLATION_REFUND_REASON,
      actor,
    })
  } catch (error) {
    const pending = error instanceof GatewayUnavailableError
    log.warn(
      { err: error, bookingId: claimed.bookingId, refundIds: claimed.refundIds },
      pending ? 'cancellation refund left pending' : 'cancellation refund refused by the gateway',
    )
  }
}

const refundState = (refunds: RefundRow[]) =>
  refunds.map((refund) => ({
    refund_id: refund.id,
    reason: refund.reason,
    amount: fromCents(refund.amountCents),
    status: refund.status,
    gateway_reference: refund.gatewayReference,
  }))

/**
 * POST /ops/bookings/:id/refunds/retry (admins): asks the gateway again for every refund still
 * pending, with the same idempotency key, so money moves once however often it is pressed.
 */
export async function retryPendingRefunds(
  db: Database,
  gateway: PaymentGateway,
  operator: { id: string },
  id: string,
): Promise<void> {
  const booking = await existingBooking(db, id)
  const before = await refundsForBooking(db, booking.id)
  const pending = before.filter((refund) => refund.status === 'pending')
  if (pending.length === 0) throw new DomainError('CONFLICT', m.noRefundPending)
  try {
    // One ask per reason finishes every pending part of it.
    for (const reason of new Set(pending.map((refund) => refund.reason))) {
      await refundBooking(db, gateway, {
        bookingId: booking.id,
        amountCents: refundedAmount(pending.filter((refund) => refund.reason === reason)),
        reason,
        actor: { kind: 'operator', id: operator.id },
      })
    }
  } catch (error) {
    if (error instanceof GatewayUnavailableError) {
      throw new DomainError('SERVICE_UNAVAILABLE', m.refundGatewayUnavailable)
    }
    throw error
  } finally {
    const after = await refundsForBooking(db, booking.id)
    await recordAudit(db, {
      operator: { id: operator.id },
      action: 'booking.refund_retry',
      target: { kind: 'booking', id: booking.id },
      before: { refunds: refundState(before) },
      after: { refunds: refundState(after) },
    })
  }
}

function paymentView(row: PaymentRow): OpsBookingDetail['payments'][number] {
  return {
    id: row.id,
    gateway: row.gateway,
    gateway_reference: row.gatewayReference,
    amount: fromCents(row.amountCents),
    currency: row.currency,
    status: row.status,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    decline_message: row.declineMessage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function refundView(row: RefundRow): OpsBookingDetail['refunds'][number] {
  return {
    id: row.id,
    amount: fromCents(row.amountCents),
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    gateway_reference: row.gatewayReference,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

function refundNote(booking: BookingRow, money: BookingMoney): string | null {
  if (booking.onAccount) return refundGatewayNotes.onAccount
  if (money.refundPendingCents > 0) return refundGatewayNotes.pending
  const refundRecorded = (booking.refundAmountCents ?? 0) > 0
  if (refundRecorded && money.paidCents === 0) return refundGatewayNotes.notPaidAtGateway
  return null
}

/** The detail's money part: payments and refunds at the gateway and what they add up to. */
export async function bookingMoneyDetail(
  db: Database,
  booking: BookingRow,
): Promise<
  Pick<OpsBookingDetail, 'on_account' | 'payments' | 'refunds' | 'money' | 'refund_note'>
> {
  const [payments, refunds] = await Promise.all([
    paymentsForBooking(db, booking.id),
    refundsForBooking(db, booking.id),
  ])
  // The rows shown are the rows summed: read once, added up by the domain's one function.
  const money = bookingMoney({ totalCents: booking.totalCents, payments, refunds })
  return {
    on_account: booking.onAccount,
    payments: payments.map(paymentView),
    refunds: refunds.map(refundView),
    money: {
      paid: fromCents(money.paidCents),
      refunded: fromCents(money.refundedCents),
      refund_pending: fromCents(money.refundPendingCents),
      due: fromCents(money.dueCents),
    },
    refund_note: refundNote(booking, money),
  }
}
