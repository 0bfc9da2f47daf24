import {
  bookingMessages,
  bookingMoney,
  DomainError,
  isDomainError,
  paymentMessages,
  type Actor,
  spreadRefund,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { PaymentGateway } from './gateway'
import { gatewayForPayment } from './sandbox-routing'
import {
  claimRefund,
  dropPendingRefund,
  settleRefund,
  type PaymentRow,
  type RefundPart,
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
 * one spread over the payments that paid the booking, without asking the gateway. A caller that
 * must name the refund in its own transaction (the operator's cancellation) claims it there and
 * calls `refundBooking` after committing, which finds these rows and finishes them.
 */
export async function claimBookingRefund(
  db: Database,
  input: RefundBookingInput,
): Promise<RefundPart[]> {
  const reason = input.reason.trim()
  if (reason.length === 0 || reason.length > REASON_MAX_LENGTH) {
    throw invalid('reason', paymentMessages.refundReasonInvalid)
  }
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('amountCents', paymentMessages.refundAmountInvalid)
  }
  const claim = await claimRefund(db, input.bookingId, reason, (records) =>
    refundParts(records, input.amountCents).map((part) => ({
      ...part,
      actorKind: input.actor.kind,
      actorId: input.actor.id,
    })),
  )
  if (!claim.found) throw new DomainError('NOT_FOUND', bookingMessages.bookingNotFound)
  return claim.parts
}

/**
 * Gives money back for a booking through the payment gateway, once per reason
 * (docs/decisions/024-payments.md#the-refund-rule). The first call stores the refund as pending,
 * spread over the succeeded payments that still hold enough (one row per payment), then asks the
 * gateway for each part with a key made from its row's id; a later or concurrent call for the
 * same reason finds those rows and asks again for any still pending, with the same keys, which
 * the gateway answers with the same refunds. So the money moves once and every caller gets the
 * same records, whatever amount it asked for. Answers the reason's rows, oldest first.
 */
export async function refundBooking(
  db: Database,
  gateway: PaymentGateway,
  input: RefundBookingInput,
): Promise<RefundRow[]> {
  const parts = await claimBookingRefund(db, input)
  const rows: RefundRow[] = []
  for (const { refund, payment } of parts) {
    if (refund.status !== 'pending') {
      rows.push(refund)
      continue
    }
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
      // A refusal frees the part; an unreachable gateway leaves it pending for the next call.
      if (isDomainError(error)) await dropPendingRefund(db, refund.id)
      throw error
    }
    rows.push(
      await settleRefund(db, refund.id, {
        status: answer.status,
        gatewayReference: answer.reference,
      }),
    )
  }
  return rows
}

/** What a refund's rows add up to. */
export const refundedAmount = (rows: readonly RefundRow[]) =>
  rows.reduce((sum, row) => sum + row.amountCents, 0)

/**
 * The parts a new refund is taken from: the succeeded payments with something left on them,
 * newest first (spreadRefund), each part in its payment's currency.
 */
function refundParts(
  records: { payments: PaymentRow[]; refunds: RefundRow[] },
  amountCents: number,
): { paymentId: string; amountCents: number; currency: string }[] {
  const money = bookingMoney({
    totalCents: 0,
    payments: records.payments.map((row) => ({
      ...row,
      status: row.status,
    })),
    refunds: records.refunds,
  })
  if (money.paidCents === 0) throw new DomainError('CONFLICT', paymentMessages.refundNothingPaid)
  const succeeded = records.payments.filter((payment) => payment.status === 'succeeded')
  const parts = spreadRefund(
    succeeded.map((payment) => ({
      id: payment.id,
      amountCents: payment.amountCents,
      refundedCents: records.refunds
        .filter((refund) => refund.paymentId === payment.id)
        .reduce((sum, refund) => sum + refund.amountCents, 0),
    })),
    amountCents,
  )
  if (!parts)
    throw new DomainError('CONFLICT', paymentMessages.refundTooLarge(money.refundableCents))
  return parts.map((part) => ({
    ...part,
    currency: succeeded.find((payment) => payment.id === part.paymentId)!.currency,
  }))
}
