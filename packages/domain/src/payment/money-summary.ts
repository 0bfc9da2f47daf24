import type { PaymentRecordStatus, RefundRecordStatus } from './payment-status'

/** The currency every payment and refund is made in today: the booking's own amounts are USD. */
export const PAYMENT_CURRENCY = 'USD'

export type MoneyPaymentRecord = {
  amountCents: number
  currency: string
  status: PaymentRecordStatus
}
export type MoneyRefundRecord = {
  amountCents: number
  currency: string
  status: RefundRecordStatus
}

/** A booking's money in USD cents. */
export type BookingMoney = {
  /** Taken by succeeded payments. */
  paidCents: number
  /** Paid back by succeeded refunds. */
  refundedCents: number
  /** Asked of the gateway and not yet paid back or refused. */
  refundPendingCents: number
  /** What may still be refunded: paid less every refund not refused. */
  refundableCents: number
  /** What the traveller still owes of the booking's total. */
  dueCents: number
}

/**
 * A booking's money from its records: declined, pending or cancelled payments took nothing and
 * failed refunds gave nothing back. A record in another currency than USD is a programming
 * mistake (nothing makes one yet), so it throws rather than being added to dollars.
 */
export function bookingMoney(input: {
  totalCents: number
  payments: readonly MoneyPaymentRecord[]
  refunds: readonly MoneyRefundRecord[]
}): BookingMoney {
  for (const record of [...input.payments, ...input.refunds]) {
    if (record.currency !== PAYMENT_CURRENCY) {
      throw new RangeError(`Not a ${PAYMENT_CURRENCY} amount: ${record.currency}`)
    }
  }
  const sum = (records: readonly { amountCents: number }[]) =>
    records.reduce((total, record) => total + record.amountCents, 0)
  const paidCents = sum(input.payments.filter((payment) => payment.status === 'succeeded'))
  const refundedCents = sum(input.refunds.filter((refund) => refund.status === 'succeeded'))
  const refundPendingCents = sum(input.refunds.filter((refund) => refund.status === 'pending'))
  return {
    paidCents,
    refundedCents,
    refundPendingCents,
    refundableCents: Math.max(0, paidCents - refundedCents - refundPendingCents),
    dueCents: Math.max(0, input.totalCents - paidCents),
  }
}

/**
 * What the booking's card payments still hold: paid, less what was refunded or is being refunded.
 * A booking is confirmed (or stays confirmed after a change) only while this covers its total.
 */
export function heldCents(money: BookingMoney): number {
  return money.paidCents - money.refundedCents - money.refundPendingCents
}

/** Whether the money held covers the booking's total: the rule before any confirmation. */
export function moneyCoversTotal(money: BookingMoney, totalCents: number): boolean {
  return heldCents(money) >= totalCents
}

/** What a booking awaiting payment must still be paid: its total less what is already held. */
export function amountToPayCents(money: BookingMoney, totalCents: number): number {
  return Math.max(0, totalCents - heldCents(money))
}

/** A payment as a refund sees it: what it took, and what refunds not refused already took back. */
export type RefundablePayment = { id: string; amountCents: number; refundedCents: number }

/**
 * Spreads a refund over the payments that paid the booking, newest first (a change's extra cost
 * goes back before the fare), each giving back at most what it still holds. Undefined when the
 * payments together hold less than the amount: the caller refuses it with refundTooLarge.
 */
export function spreadRefund(
  payments: readonly RefundablePayment[],
  amountCents: number,
): { paymentId: string; amountCents: number }[] | undefined {
  const parts: { paymentId: string; amountCents: number }[] = []
  let left = amountCents
  for (const payment of [...payments].reverse()) {
    if (left === 0) break
    const holds = payment.amountCents - payment.refundedCents
    if (holds <= 0) continue
    const part = Math.min(holds, left)
    parts.push({ paymentId: payment.id, amountCents: part })
    left -= part
  }
  return left === 0 ? parts : undefined
}
