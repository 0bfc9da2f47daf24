import {
  discountLineLabel,
  operatorCompany,
  rideFareLines,
  type CurrencyCode,
} from '@ridelane/domain'
import { fareLines, localTime, type BookingRow } from '../bookings'
import type { CurrencyRates } from '../currencies'
import type { PaymentRow, RefundRow } from '../payments'
import type { ReceiptRow } from './receipt-repository'

// What a receipt says, as plain data: receipt.ts draws it, and nothing here reads the database
// (docs/decisions/028-ride-page.md#receipt). Money is in USD cents, as charged.

export type ReceiptLine = { label: string; amountCents: number }

export type ReceiptModel = {
  /** 'Receipt' unless said otherwise: a partner's invoice of the same booking says 'Invoice'. */
  title?: 'Receipt' | 'Invoice'
  /** The business the document is made out to (a partner's invoice), shown above the traveller. */
  billedParty?: {
    name: string
    address: string
    taxId: string
    /** The booking's cost centre and reference, as the partner names them (corporateFieldLines). */
    references?: { label: string; value: string }[]
  }
  invoiceNumber: string
  issuedAt: Date
  company: {
    tradingName: string
    legalName: string
    address: string
    taxId: string
    supportEmail: string
  }
  bookingCode: string
  cancelled: boolean
  traveller: { name: string; email: string }
  trip: { label: string; value: string }[]
  /** The fare's lines before the partner discount; a line of 0 is an add-on that was included. */
  fare: ReceiptLine[]
  /** Off the fare, as a positive amount; 0 when there is none. */
  partnerDiscountCents: number
  /** That line's label: a partner discount, or a net rate (discountLineLabel). */
  discountLabel: string
  /**
   * Charged after the ride, below the discount (which never applies to them): extra waiting
   * (docs/decisions/024-payments.md#extra-waiting). Part of the total.
   */
  extras: ReceiptLine[]
  totalCents: number
  payments: { at: Date; card: string; amountCents: number }[]
  refunds: { at: Date; reason: string; amountCents: number; pending: boolean }[]
  paidCents: number
  refundedCents: number
  /** What is still owed of the total. */
  balanceCents: number
  /** The partner whose monthly account the booking is billed to, when it is. */
  billedTo: string | null
  /** The currency the traveller saw prices in, when not USD, with today's rate. */
  display: { code: string; rate: number; ratesDate: string } | null
}

const cardBrands: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
}

function cardWords(payment: PaymentRow): string {
  const brand = payment.cardBrand
    ? (cardBrands[payment.cardBrand.toLowerCase()] ?? payment.cardBrand)
    : 'Card'
  return payment.cardLast4 ? `${brand} ending ${payment.cardLast4}` : brand
}

function refundReason(reason: string): string {
  if (reason === 'cancellation') return 'Cancellation'
  if (reason.startsWith('change:')) return 'Change to the booking'
  return reason.charAt(0).toUpperCase() + reason.slice(1)
}

function tripLines(b: BookingRow): ReceiptModel['trip'] {
  const lines = [{ label: 'Pickup', value: b.pickupLocation }]
  if (b.pickupAddressDetail) lines.push({ label: 'Pickup address', value: b.pickupAddressDetail })
  if (b.rideType === 'hourly') lines.push({ label: 'Hire', value: `${b.durationHours ?? 0} hours` })
  else if (b.rideType === 'multiday') lines.push({ label: 'Hire', value: `${b.days ?? 0} days` })
  else lines.push({ label: 'Drop-off', value: b.dropoffLocation ?? '' })
  if (b.dropoffAddressDetail) {
    lines.push({ label: 'Drop-off address', value: b.dropoffAddressDetail })
  }
  lines.push({ label: 'Pickup time', value: localTime(b.pickupTime, b.timezone) })
  if (b.roundTripTime) {
    lines.push({ label: 'Return pickup', value: localTime(b.roundTripTime, b.timezone) })
  }
  lines.push(
    { label: 'Vehicle', value: b.vehicleName },
    { label: 'Passengers', value: String(b.passengers) },
  )
  return lines
}

/** The fare's lines before the partner discount, which the receipt prints below them. */
function fare(b: BookingRow): ReceiptLine[] {
  return rideFareLines(b)
    .filter((line) => line.kind !== 'discount' && line.kind !== 'extra')
    .map((line) => ({ label: line.label, amountCents: line.amountCents }))
}

/** What was charged after the ride (extra waiting), printed after the discount. */
function extras(b: BookingRow): ReceiptLine[] {
  return rideFareLines(b)
    .filter((line) => line.kind === 'extra')
    .map((line) => ({ label: line.label, amountCents: line.amountCents }))
}

export type ReceiptFacts = {
  booking: BookingRow
  receipt: ReceiptRow
  payments: readonly PaymentRow[]
  refunds: readonly RefundRow[]
  billedTo: string | null
  rates: CurrencyRates
}

/** The receipt of a booking from what is stored about it. */
export function receiptModel({
  booking: b,
  receipt,
  payments,
  refunds,
  billedTo,
  rates,
}: ReceiptFacts): ReceiptModel {
  const taken = payments.filter((payment) => payment.status === 'succeeded')
  const given = refunds.filter((refund) => refund.status !== 'failed')
  const paidCents = taken.reduce((sum, payment) => sum + payment.amountCents, 0)
  const refundedCents = given
    .filter((refund) => refund.status === 'succeeded')
    .reduce((sum, refund) => sum + refund.amountCents, 0)
  const code = b.currencyCode.toUpperCase()
  const rate = rates.rates[code as CurrencyCode]
  const cancelled = b.bookingStatus === 'cancelled'
  // A cancelled ride owes nothing more, and an on-account one is settled on the partner's statement.
  const owed = billedTo !== null || cancelled ? 0 : Math.max(0, b.totalCents - paidCents)
  return {
    invoiceNumber: receipt.invoiceNumber,
    issuedAt: receipt.issuedAt,
    company: {
      tradingName: operatorCompany.tradingName,
      legalName: operatorCompany.legalName,
      address: operatorCompany.address,
      taxId: operatorCompany.taxId,
      supportEmail: operatorCompany.supportEmail,
    },
    bookingCode: b.bookingCode,
    cancelled,
    traveller: { name: b.name, email: b.email },
    trip: tripLines(b),
    fare: fare(b),
    partnerDiscountCents: fareLines(b).partnerDiscount,
    discountLabel: discountLineLabel(b.ratePlan),
    extras: extras(b),
    totalCents: b.totalCents,
    payments: taken.map((payment) => ({
      at: payment.createdAt,
      card: cardWords(payment),
      amountCents: payment.amountCents,
    })),
    refunds: given.map((refund) => ({
      at: refund.createdAt,
      reason: refundReason(refund.reason),
      amountCents: refund.amountCents,
      pending: refund.status === 'pending',
    })),
    paidCents,
    refundedCents,
    balanceCents: owed,
    billedTo,
    display: code !== 'USD' && rate !== undefined ? { code, rate, ratesDate: rates.date } : null,
  }
}
