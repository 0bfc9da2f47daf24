import { DomainError, receiptMessages, type Language } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { findBookingById, lockBooking, type BookingRow } from '../bookings'
import type { CurrencyRates } from '../currencies'
import { paymentsForBooking, refundsForBooking } from '../payments'
import { receiptModel, type ReceiptModel } from './receipt-model'
import {
  findReceipt,
  insertReceipt,
  partnerBillingName,
  type ReceiptRow,
} from './receipt-repository'
import { renderReceipt } from './receipt'

export type ReceiptOptions = {
  /** Units of each currency per USD: the display currency's figures are converted with these. */
  rates: CurrencyRates
  /** When the receipt is issued, if it is issued now: its year picks the invoice number's series. */
  now?: Date
  /** Who reads it: the words, dates and amounts are in this language; English when not given. */
  language?: Language
}

const nothingPaid = () => new DomainError('CONFLICT', receiptMessages.nothingPaid)

/**
 * The booking's receipt number, given the first time it is asked for
 * (docs/decisions/028-ride-page.md#receipt). The booking row is locked first: a second request
 * for the same booking waits, then finds the receipt the first one made.
 */
async function receiptRow(db: Database, booking: BookingRow, now: Date): Promise<ReceiptRow> {
  const existing = await findReceipt(db, booking.id)
  if (existing) return existing
  return db.transaction(async (tx) => {
    await lockBooking(tx, booking.id)
    return (await findReceipt(tx, booking.id)) ?? insertReceipt(tx, booking.id, now)
  })
}

/**
 * What a booking's receipt says, issuing its invoice number if it has none yet. Refused with
 * 409 CONFLICT while nothing has been paid and the booking is not billed on account. The ride
 * page's download uses it; the operator console can too.
 */
export async function receiptFor(
  db: Database,
  bookingId: string,
  { rates, now = new Date(), language = 'en' }: ReceiptOptions,
): Promise<ReceiptModel> {
  const booking = await findBookingById(db, bookingId)
  if (!booking) throw new DomainError('NOT_FOUND', 'Booking not found')
  const [payments, refunds] = await Promise.all([
    paymentsForBooking(db, booking.id),
    refundsForBooking(db, booking.id),
  ])
  const paid = payments.some((payment) => payment.status === 'succeeded')
  if (!paid && !booking.onAccount) throw nothingPaid()
  const receipt = await receiptRow(db, booking, now)
  const billedTo =
    booking.onAccount && booking.partnerId ? await partnerBillingName(db, booking.partnerId) : null
  return receiptModel({
    booking,
    receipt,
    payments,
    refunds,
    billedTo,
    rates,
    language,
  })
}

/** The booking's receipt as a PDF file (see receiptFor). */
export async function receiptPdfFor(
  db: Database,
  bookingId: string,
  options: ReceiptOptions,
): Promise<{ model: ReceiptModel; pdf: Buffer }> {
  const model = await receiptFor(db, bookingId, options)
  return { model, pdf: await renderReceipt(model) }
}
