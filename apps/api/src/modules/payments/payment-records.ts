import { bookingMoney, DomainError, paymentRecordStatus, type BookingMoney } from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { GatewayPayment, PaymentGateway } from './gateway'
import {
  bookingTotalCents,
  listPayments,
  listRefunds,
  moneyRecordsOf,
  upsertPayment,
  type NewPayment,
  type PaymentRow,
  type RefundRow,
} from './repository'

/**
 * Keeps our record of a payment as the gateway just reported it (after creating or confirming
 * it, or from a verified notification). Never anything from the client: only the gateway's answer.
 */
export function recordPayment(
  db: Database,
  input: {
    bookingId: string
    gateway: PaymentGateway['name']
    payment: GatewayPayment
    idempotencyKey: string
    /** Set for a payment of a change's extra cost (kept when the row is new). */
    changeId?: string | null | undefined
    /** A later charge of a card on file (extra waiting), kept when the row is new. */
    offSession?: boolean
  },
): Promise<PaymentRow> {
  return upsertPayment(db, paymentRecordFor(input))
}

/** Our row for a payment as the gateway reported it (recordPayment, settlement). */
export function paymentRecordFor(input: {
  bookingId: string
  gateway: PaymentGateway['name']
  payment: GatewayPayment
  idempotencyKey: string
  changeId?: string | null | undefined
  /** A later charge of a card on file (extra waiting), not one of the fare's payments. */
  offSession?: boolean
}): NewPayment {
  const { payment } = input
  return {
    bookingId: input.bookingId,
    gateway: input.gateway,
    gatewayReference: payment.reference,
    amountCents: payment.amountCents,
    currency: payment.currency,
    status: paymentRecordStatus(payment),
    cardBrand: payment.card?.brand ?? null,
    cardLast4: payment.card?.last4 ?? null,
    declineCode: payment.declineCode,
    declineMessage: payment.declineMessage,
    idempotencyKey: input.idempotencyKey,
    changeId: input.changeId ?? null,
    // Kept as the gateway said when the row is made; later answers do not change it.
    cardOnFile: payment.cardOnFile ?? false,
    offSession: input.offSession ?? false,
  }
}

/** The booking's payments, oldest first. */
export function paymentsForBooking(db: Database, bookingId: string): Promise<PaymentRow[]> {
  return listPayments(db, bookingId)
}

/** The booking's refunds, oldest first. */
export function refundsForBooking(db: Database, bookingId: string): Promise<RefundRow[]> {
  return listRefunds(db, bookingId)
}

/**
 * What the booking's records say was paid, refunded and is still due, in USD cents: the one way
 * the API reads a booking's money (the sum itself is the domain's bookingMoney). Given the booking
 * row a caller has read already, its total is taken from it and the records are read in one
 * statement, so it fits inside a transaction that holds the booking.
 */
export async function moneyForBooking(
  db: Database,
  booking: string | { id: string; totalCents: number },
): Promise<BookingMoney> {
  const id = typeof booking === 'string' ? booking : booking.id
  const totalCents =
    typeof booking === 'string' ? await bookingTotalCents(db, id) : booking.totalCents
  if (totalCents === undefined) throw new DomainError('NOT_FOUND', 'Booking not found')
  const records = await moneyRecordsOf(db, id)
  return bookingMoney({ totalCents, ...records })
}
