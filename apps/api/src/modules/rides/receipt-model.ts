import {
  cardText,
  discountLineLabel,
  operatorCompany,
  rideFareLines,
  type CurrencyCode,
  type Language,
  type Translator,
} from '@ridelane/domain'
import { serverI18n } from '../../i18n/server-i18n'
import { fareLines, localTime, type BookingRow } from '../bookings'
import type { CurrencyRates } from '../currencies'
import type { PaymentRow, RefundRow } from '../payments'
import type { ReceiptRow } from './receipt-repository'

// What a receipt says, as plain data: receipt.ts draws it, and nothing here reads the database
// (docs/decisions/028-ride-page.md#receipt). Money is in USD cents, as charged. Its words are in
// the model's language (docs/decisions/052-server-messages.md); names, places and codes as typed.

export type ReceiptLine = { label: string; amountCents: number }

export type ReceiptModel = {
  /** The language its words are written in (English for a partner's invoice). */
  language: Language
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

function refundReason(i18n: Translator, reason: string): string {
  if (reason === 'cancellation') return i18n._('Cancellation')
  if (reason.startsWith('change:')) return i18n._('Change to the booking')
  return reason.charAt(0).toUpperCase() + reason.slice(1)
}

function tripLines(i18n: Translator, b: BookingRow, language: Language): ReceiptModel['trip'] {
  const lines = [{ label: i18n._('Pickup'), value: b.pickupLocation }]
  if (b.pickupAddressDetail) {
    lines.push({ label: i18n._('Pickup address'), value: b.pickupAddressDetail })
  }
  if (b.rideType === 'hourly') {
    lines.push({
      label: i18n._('Hire'),
      value: i18n._('{hours, plural, one {# hour} other {# hours}}', {
        hours: b.durationHours ?? 0,
      }),
    })
  } else if (b.rideType === 'multiday') {
    lines.push({
      label: i18n._('Hire'),
      value: i18n._('{days, plural, one {# day} other {# days}}', { days: b.days ?? 0 }),
    })
  } else lines.push({ label: i18n._('Drop-off'), value: b.dropoffLocation ?? '' })
  if (b.dropoffAddressDetail) {
    lines.push({ label: i18n._('Drop-off address'), value: b.dropoffAddressDetail })
  }
  lines.push({ label: i18n._('Pickup time'), value: localTime(b.pickupTime, b.timezone, language) })
  if (b.roundTripTime) {
    lines.push({
      label: i18n._('Return pickup'),
      value: localTime(b.roundTripTime, b.timezone, language),
    })
  }
  lines.push(
    { label: i18n._('Vehicle'), value: b.vehicleName },
    { label: i18n._('Passengers'), value: String(b.passengers) },
  )
  return lines
}

/** The fare's lines before the partner discount, which the receipt prints below them. */
function fare(i18n: Translator, b: BookingRow): ReceiptLine[] {
  return rideFareLines(b, i18n)
    .filter((line) => line.kind !== 'discount' && line.kind !== 'extra')
    .map((line) => ({ label: line.label, amountCents: line.amountCents }))
}

/** What was charged after the ride (extra waiting), printed after the discount. */
function extras(i18n: Translator, b: BookingRow): ReceiptLine[] {
  return rideFareLines(b, i18n)
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
  /** The words' language; English when not given. */
  language?: Language
}

/** The receipt of a booking from what is stored about it. */
export function receiptModel({
  booking: b,
  receipt,
  payments,
  refunds,
  billedTo,
  rates,
  language = 'en',
}: ReceiptFacts): ReceiptModel {
  const i18n = serverI18n(language)
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
    language,
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
    trip: tripLines(i18n, b, language),
    fare: fare(i18n, b),
    partnerDiscountCents: fareLines(b).partnerDiscount,
    discountLabel: i18n._(discountLineLabel(b.ratePlan)),
    extras: extras(i18n, b),
    totalCents: b.totalCents,
    payments: taken.map((payment) => ({
      at: payment.createdAt,
      card: cardText({ brand: payment.cardBrand, last4: payment.cardLast4 }, i18n),
      amountCents: payment.amountCents,
    })),
    refunds: given.map((refund) => ({
      at: refund.createdAt,
      reason: refundReason(i18n, refund.reason),
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
