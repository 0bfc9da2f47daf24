import type { BookingStatus } from '../booking/booking-status'
import {
  bookingMoney,
  heldCents,
  type MoneyPaymentRecord,
  type MoneyRefundRecord,
} from './money-summary'

/** The statuses of a booking that was confirmed and not cancelled: its money must cover it. */
export const paidForStatuses: readonly BookingStatus[] = [
  'confirmed',
  'assigned',
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
  'completed',
  'no_show',
]

/** A booking's money as the invariants read it: its records, each payment with its refunds. */
export type MoneyLedger = {
  status: BookingStatus
  onAccount: boolean
  totalCents: number
  payments: readonly (MoneyPaymentRecord & { id: string })[]
  refunds: readonly (MoneyRefundRecord & { paymentId: string })[]
}

/** Which rule a booking's money breaks, in the operator's words. */
export const moneyBreakMessages = {
  underpaid: 'Confirmed while the card payments, less refunds, do not cover the total.',
  overRefunded: 'More was refunded than was paid.',
  paymentOverRefunded: 'A payment was refunded for more than it took.',
} as const
export type MoneyBreak = keyof typeof moneyBreakMessages
export const moneyBreakKinds = Object.keys(moneyBreakMessages) as [MoneyBreak, ...MoneyBreak[]]

/**
 * The rules money always keeps (docs/decisions/024-payments.md#invariants): a booking paid for by
 * card is covered by what its payments still hold; nothing refunds more than was paid, over the
 * booking or any one payment. Refunds not refused count as given back. On-account bookings are
 * invoiced, not paid by card, so only the refund rules apply to them.
 */
export function moneyBreaks(ledger: MoneyLedger): MoneyBreak[] {
  const money = bookingMoney(ledger)
  const breaks: MoneyBreak[] = []
  const paidFor = paidForStatuses.includes(ledger.status)
  if (paidFor && !ledger.onAccount && heldCents(money) < ledger.totalCents) {
    breaks.push('underpaid')
  }
  if (money.refundedCents + money.refundPendingCents > money.paidCents) {
    breaks.push('overRefunded')
  }
  const overPayment = ledger.payments.some((payment) => {
    const given = ledger.refunds
      .filter((refund) => refund.paymentId === payment.id && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amountCents, 0)
    return given > (payment.status === 'succeeded' ? payment.amountCents : 0)
  })
  if (overPayment) breaks.push('paymentOverRefunded')
  return breaks
}
