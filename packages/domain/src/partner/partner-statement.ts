import { z } from 'zod'
import { bookingCodeSchema } from '../booking/booking-code'
import { bookingStatusSchema, type BookingStatus } from '../booking/booking-status'
import { statementMonthSchema } from '../provider/provider-statement'
import { costCentreFilterSchema, NO_COST_CENTRE } from './booking-fields'

// A partner's monthly statement (issue 16, item 5; docs/decisions/030-partner-business-tools.md):
// the bookings it owes us for or paid by card, and the referral commission we owe it. Money is in
// USD cents until the answer is written.

/**
 * The statuses a booking may have to be on a statement: it was confirmed (paid by card, or taken
 * on the partner's account) and has not lapsed. A cancelled booking counts only when it had been
 * confirmed first (its refund is then shown); one cancelled while still unpaid never cost anything.
 */
export const statementBookingStatuses = [
  'confirmed',
  'assigned',
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
  'completed',
  'no_show',
  'cancelled',
] as const satisfies readonly BookingStatus[]

/**
 * `cost_centre`: one cost centre's bookings only (an invoice per cost centre), or `none` for those
 * without one; left out, all of them.
 */
export const partnerStatementQuerySchema = z.object({
  month: statementMonthSchema,
  cost_centre: costCentreFilterSchema,
})
export type PartnerStatementQuery = z.infer<typeof partnerStatementQuerySchema>

export type PartnerPayment = 'on_account' | 'card'
export const partnerPaymentSchema = z.enum(['on_account', 'card'])
export const partnerPaymentLabels: Record<PartnerPayment, string> = {
  on_account: 'On account',
  card: 'Card',
}

export type PartnerStatementMoney = {
  /** The booking's total as it stands: what the partner pays (or paid). */
  totalCents: number
  /** The partner's discount, already off the total. */
  partnerDiscountCents: number
  /** Given back after a cancellation (or by an operator), or credited to the account. */
  refundedCents: number
}

export type PartnerStatementLineCents = {
  /** The fare before the partner's discount. */
  grossCents: number
  discountCents: number
  /** gross − discount: what the booking cost the partner. */
  netCents: number
  refundedCents: number
  /** net − refunded, never below zero: what the partner owes (on account) or kept paid (card). */
  chargedCents: number
}

/** One booking's figures on a partner statement; every column adds up across lines exactly. */
export function partnerStatementLine(row: PartnerStatementMoney): PartnerStatementLineCents {
  const refundedCents = Math.min(row.refundedCents, row.totalCents)
  return {
    grossCents: row.totalCents + row.partnerDiscountCents,
    discountCents: row.partnerDiscountCents,
    netCents: row.totalCents,
    refundedCents,
    chargedCents: row.totalCents - refundedCents,
  }
}

export function partnerStatementTotals(
  lines: readonly PartnerStatementLineCents[],
): PartnerStatementLineCents {
  const sum = (pick: (line: PartnerStatementLineCents) => number) =>
    lines.reduce((total, line) => total + pick(line), 0)
  return {
    grossCents: sum((line) => line.grossCents),
    discountCents: sum((line) => line.discountCents),
    netCents: sum((line) => line.netCents),
    refundedCents: sum((line) => line.refundedCents),
    chargedCents: sum((line) => line.chargedCents),
  }
}

/**
 * The commission on a referred booking: its percent of the net fare after refunds, rounded to
 * the cent once per booking (half a cent up), so the section's total is the sum of its lines.
 */
export function referralCommissionCents(
  netCents: number,
  refundedCents: number,
  percent: number,
): number {
  const base = Math.max(0, netCents - Math.min(refundedCents, netCents))
  return Math.round((base * percent) / 100)
}

const money = z.number()

const statementMoneySchema = z.object({
  /** The fare before the partner's discount. */
  gross: money,
  discount: money,
  /** gross − discount. */
  net: money,
  refunded: money,
  /** net − refunded. */
  charged: money,
})

export const partnerStatementLineSchema = statementMoneySchema.extend({
  booking_id: z.uuid(),
  booking_code: bookingCodeSchema,
  status: bookingStatusSchema,
  pickup_time: z.iso.datetime({ offset: true }),
  timezone: z.string(),
  /** The pickup on its own clock ('2030-01-15', '09:30'). */
  pickup_date_local: z.string(),
  pickup_time_local: z.string(),
  route: z.string(),
  /** The traveller the partner booked for. */
  guest_name: z.string(),
  booked_by: z.string(),
  /** The partner's cost centre and booking reference of the booking; null when it has none. */
  cost_centre: z.string().nullable(),
  booking_reference: z.string().nullable(),
  payment: partnerPaymentSchema,
  /**
   * Of gross and net: extra waiting at the pickup charged after the ride (docs/decisions/
   * 024-payments.md#extra-waiting), billed here for an on-account booking; 0 when none.
   */
  extra_waiting: money,
  /**
   * A net-rate booking's selling price, what its traveller was shown (or would have been, when the
   * partner hides prices); null under a discount plan (docs/decisions/043-partner-rate-plans.md).
   */
  selling_price: money.nullable(),
})
export type PartnerStatementLine = z.infer<typeof partnerStatementLineSchema>

export const partnerReferralLineSchema = z.object({
  booking_id: z.uuid(),
  booking_code: bookingCodeSchema,
  status: bookingStatusSchema,
  pickup_date_local: z.string(),
  route: z.string(),
  net: money,
  refunded: money,
  commission_percent: z.number(),
  commission: money,
})
export type PartnerReferralLine = z.infer<typeof partnerReferralLineSchema>

const totalsSchema = statementMoneySchema.extend({ bookings: z.number().int() })

/** A cost centre's subtotal on a statement; `cost_centre` null: the bookings without one. */
export const partnerCostCentreSubtotalSchema = totalsSchema.extend({
  cost_centre: z.string().nullable(),
  /** The cost centre's name as the partner lists it now; empty when it has none or is gone. */
  name: z.string(),
})
export type PartnerCostCentreSubtotal = z.infer<typeof partnerCostCentreSubtotalSchema>

/** How a statement names a cost centre's subtotal: 'Cost centre SALES (Sales team): 2 bookings'. */
export function costCentreSubtotalLabel(group: {
  cost_centre: string | null
  name: string
  bookings: number
}): string {
  const what =
    group.cost_centre === null
      ? 'No cost centre'
      : `Cost centre ${group.cost_centre}${group.name ? ` (${group.name})` : ''}`
  return `${what}: ${group.bookings} ${group.bookings === 1 ? 'booking' : 'bookings'}`
}

/** What a statement filtered by cost centre says it is of: the code, or the bookings without one. */
export function costCentreFilterLabel(costCentre: string): string {
  return costCentre === NO_COST_CENTRE ? 'Bookings without a cost centre' : costCentre
}

/** Subtotals go by cost centre code, in code order, the bookings without one last. */
export function groupByCostCentre<T>(
  items: readonly T[],
  costCentreOf: (item: T) => string | null,
): { costCentre: string | null; items: T[] }[] {
  const groups = new Map<string | null, T[]>()
  for (const item of items) {
    const key = costCentreOf(item)
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b)))
    .map(([costCentre, grouped]) => ({ costCentre, items: grouped }))
}

/** GET /partners/statement and GET /ops/partners/{id}/statement. */
export const partnerStatementSchema = z.object({
  month: z.string(),
  partner: z.object({
    id: z.uuid(),
    business_name: z.string(),
    email: z.string(),
    address: z.string(),
    tax_id: z.string(),
  }),
  currency: z.literal('USD'),
  /** The cost centre asked for (`none`: bookings without one); null: every booking. */
  cost_centre: z.string().nullable(),
  bookings: z.array(partnerStatementLineSchema),
  totals: totalsSchema,
  /** The bookings' totals per cost centre; empty when none of them has one. */
  by_cost_centre: z.array(partnerCostCentreSubtotalSchema),
  on_account: totalsSchema,
  by_card: totalsSchema,
  /** What the partner owes us for the month: the on-account bookings' charged total. */
  amount_due: money,
  referrals: z.array(partnerReferralLineSchema),
  referral_commission: money,
})
export type PartnerStatement = z.infer<typeof partnerStatementSchema>

/** How a list or statement names a booking's route: 'A → B', 'A · 4 h' by the hour, 'A · 3 days'. */
export function bookingRouteText(booking: {
  pickupLocation: string
  dropoffLocation: string | null
  rideType: string
  durationHours: number | null
  days: number | null
}): string {
  const { pickupLocation: from, dropoffLocation: to } = booking
  if (to) return `${from} → ${to}`
  if (booking.rideType === 'hourly') return `${from} · ${booking.durationHours ?? 0} h`
  if (booking.rideType === 'multiday') return `${from} · ${booking.days ?? 0} days`
  return from
}

/** How far ahead and back a statement month picker reaches: partners book weeks in advance. */
export const PARTNER_STATEMENT_MONTHS = { ahead: 3, back: 24 } as const

/** The picker's months, newest first: `ahead` months after `current`, then `current` and `back - 1` before it. */
export function partnerStatementMonths(current: string): string[] {
  const index = Number(current.slice(0, 4)) * 12 + Number(current.slice(5, 7)) - 1
  const { ahead, back } = PARTNER_STATEMENT_MONTHS
  return Array.from({ length: ahead + back }, (_, step) => {
    const at = index + ahead - step
    return `${Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`
  })
}
