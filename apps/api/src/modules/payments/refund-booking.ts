import {
  bookingMessages,
  bookingMoney,
  DomainError,
  isDomainError,
  paymentMessages,
  type Actor,
  type PaymentRecordStatus,
  type RefundRecordStatus,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { PaymentGateway } from './gateway'
import { gatewayForPayment } from './sandbox-routing'
import {
  claimRefund,
  dropPendingRefund,
  settleRefund,
  type PaymentRow,
  type RefundRow,
} from './repository'

export type RefundBookingInput = {
  bookingId: string
  amountCents: number
  /** Why, in a few words (`cancellation`, …): one refund per booking and reason. */
  reason: string
  actor: Actor
}

const REASON_MAX_LENGTH = 100

function invalid(path: string, message: string) {
  return new DomainError('VALIDATION_FAILED', message, { details: [{ path, message }] })
}

/**
 * The first half of `refundBooking`: the refund already stored for this reason, or a new pending
 * one, without asking the gateway. A caller that must name the refund in its own transaction (the
 * operator's cancellation) claims it there and calls `refundBooking` after committing, which finds
 * this row and finishes it.
 */
export async function claimBookingRefund(
  db: Database,
  input: RefundBookingInput,
): Promise<{ refund: RefundRow; payment: PaymentRow }> {
  const reason = input.reason.trim()
  if (reason.length === 0 || reason.length > REASON_MAX_LENGTH) {
    throw invalid('reason', paymentMessages.refundReasonInvalid)
  }
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('amountCents', paymentMessages.refundAmountInvalid)
  }
  const claim = await claimRefund(db, input.bookingId, reason, (records) => ({
    ...refundSource(records, input.amountCents),
    amountCents: input.amountCents,
    actorKind: input.actor.kind,
    actorId: input.actor.id,
  }))
  if (!claim.found) throw new DomainError('NOT_FOUND', bookingMessages.bookingNotFound)
  return claim
}

/**
 * Gives money back for a booking through the payment gateway, once per reason
 * (docs/decisions/024-payments.md#the-refund-rule). The first call stores the refund as pending
 * against a succeeded payment with enough left on it, then asks the gateway with a key made from
 * the refund's id; a later or concurrent call for the same reason finds that row and, while it is
 * still pending, asks again with the same key, which the gateway answers with the same refund. So
 * the money moves once and every caller gets the same record, whatever amount it asked for.
 */
export async function refundBooking(
  db: Database,
  gateway: PaymentGateway,
  input: RefundBookingInput,
): Promise<RefundRow> {
  const { refund, payment } = await claimBookingRefund(db, input)
  if (refund.status !== 'pending') return refund

  let answer
  try {
    // A sandbox payment (a test key's booking) is given back by the sandbox, never Stripe.
    answer = await gatewayForPayment(db, gateway, payment.gateway).refund({
      paymentReference: payment.gatewayReference,
      amountCents: refund.amountCents,
      reason: refund.reason,
      idempotencyKey: `ridelane-refund-${refund.id}`,
    })
  } catch (error) {
    // A refusal frees the reason; an unreachable gateway leaves it pending for the next call.
    if (isDomainError(error)) await dropPendingRefund(db, refund.id)
    throw error
  }
  return settleRefund(db, refund.id, { status: answer.status, gatewayReference: answer.reference })
}

/**
 * The payment a new refund is taken from: the newest succeeded one with enough left on it. A
 * refund is never split over payments, since one reason has one refund row.
 */
function refundSource(
  records: { payments: PaymentRow[]; refunds: RefundRow[] },
  amountCents: number,
): { paymentId: string; currency: string } {
  const money = bookingMoney({
    totalCents: 0,
    payments: records.payments.map((row) => ({
      ...row,
      status: row.status as PaymentRecordStatus,
    })),
    refunds: records.refunds.map((row) => ({ ...row, status: row.status as RefundRecordStatus })),
  })
  if (money.paidCents === 0) throw new DomainError('CONFLICT', paymentMessages.refundNothingPaid)
  let mostLeft = 0
  for (const payment of [...records.payments].reverse()) {
    if (payment.status !== 'succeeded') continue
    const taken = records.refunds
      .filter((refund) => refund.paymentId === payment.id)
      .reduce((sum, refund) => sum + refund.amountCents, 0)
    const left = payment.amountCents - taken
    if (left >= amountCents) return { paymentId: payment.id, currency: payment.currency }
    mostLeft = Math.max(mostLeft, left)
  }
  throw new DomainError('CONFLICT', paymentMessages.refundTooLarge(mostLeft))
}
