import {
  commissionEarningStatuses,
  NO_COST_CENTRE,
  statementBookingStatuses,
  statementMonthDays,
  type BookingFields,
} from '@ridelane/domain'
import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, partners } from '../../db/schema'
import { partnerRefundedCents } from '../payments'

// A partner's statement (docs/decisions/030-partner-business-tools.md): the bookings it made, and
// those it referred, whose pickup falls in one month on the pickup's own calendar.

const HOUR_MS = 3_600_000
/** No zone is more than 14 hours from UTC: a local month lies within its UTC month widened by that. */
const ZONE_REACH_MS = 14 * HOUR_MS

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`
const localPickupDay = sql`(${bookings.pickupTime} at time zone ${bookings.timezone})::date`

// What went back to the partner is the payments module's rule, shared with the credit balance.
const refundedCents = partnerRefundedCents

export type StatementPartner = {
  id: string
  email: string
  businessName: string | null
  address: string | null
  taxId: string | null
  bookingFields: BookingFields
}

export async function findStatementPartner(
  db: Database,
  id: string,
): Promise<StatementPartner | undefined> {
  const [row] = await db
    .select({
      id: partners.id,
      email: partners.email,
      businessName: partners.businessName,
      address: partners.address,
      taxId: partners.taxId,
      bookingFields: partners.bookingFields,
    })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1)
  return row
}

/** Confirmed (at some point), real (not test-key) bookings with a pickup in `month`, locally. */
function inMonth(month: string): SQL {
  const { first, next } = statementMonthDays(month)
  return and(
    inArray(bookings.bookingStatus, [...statementBookingStatuses]),
    isNotNull(bookings.confirmedAt),
    eq(bookings.sandbox, false),
    // The UTC range narrows the rows by index; the local day decides.
    sql`${bookings.pickupTime} >= ${at(new Date(Date.parse(first) - ZONE_REACH_MS))}`,
    sql`${bookings.pickupTime} < ${at(new Date(Date.parse(next) + ZONE_REACH_MS))}`,
    sql`${localPickupDay} >= ${first}::date`,
    sql`${localPickupDay} < ${next}::date`,
  )!
}

const lineColumns = {
  id: bookings.id,
  bookingCode: bookings.bookingCode,
  status: bookings.bookingStatus,
  rideType: bookings.rideType,
  pickupTime: bookings.pickupTime,
  timezone: bookings.timezone,
  pickupLocation: bookings.pickupLocation,
  dropoffLocation: bookings.dropoffLocation,
  durationHours: bookings.durationHours,
  days: bookings.days,
  bookedBy: bookings.bookedBy,
  costCentre: bookings.costCentre,
  bookingReference: bookings.bookingReference,
  guestName: bookings.name,
  onAccount: bookings.onAccount,
  totalCents: bookings.totalCents,
  partnerDiscountCents: bookings.partnerDiscountCents,
  waitingChargedCents: bookings.waitingChargedCents,
  sellingTotalCents: bookings.sellingTotalCents,
  refundedCents,
  commissionPercent: bookings.affiliateCommissionPercent,
}

/** One cost centre's bookings (its code in any case), or with `none` those without one. */
function ofCostCentre(costCentre: string | undefined): SQL | undefined {
  if (costCentre === undefined) return undefined
  if (costCentre.toLowerCase() === NO_COST_CENTRE) return isNull(bookings.costCentre)
  return sql`lower(${bookings.costCentre}) = lower(${costCentre})`
}

/** The partner's own bookings on the month's statement (of one cost centre if asked), by pickup time. */
export function statementBookings(
  db: Database,
  partnerId: string,
  month: string,
  costCentre?: string,
) {
  return db
    .select(lineColumns)
    .from(bookings)
    .where(and(eq(bookings.partnerId, partnerId), inMonth(month), ofCostCentre(costCentre)))
    .orderBy(asc(bookings.pickupTime), asc(bookings.id))
}
export type StatementBookingRow = Awaited<ReturnType<typeof statementBookings>>[number]

/** Bookings the partner referred (its widget or link) on the month's statement. */
export function referredBookings(db: Database, partnerId: string, month: string) {
  return db
    .select(lineColumns)
    .from(bookings)
    .where(
      and(
        eq(bookings.referralPartnerId, partnerId),
        inMonth(month),
        // The dashboard's rule: a cancelled referral earns nothing, whatever was kept.
        inArray(bookings.bookingStatus, [...commissionEarningStatuses]),
      ),
    )
    .orderBy(asc(bookings.pickupTime), asc(bookings.id))
}

/**
 * The booking's id when it is the partner's own, real and confirmed at some point (an invoice
 * can be made for it); undefined otherwise, whoever's it is.
 */
export async function invoiceableBooking(
  db: Database,
  partnerId: string,
  bookingId: string,
): Promise<{ id: string; costCentre: string | null; bookingReference: string | null } | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      costCentre: bookings.costCentre,
      bookingReference: bookings.bookingReference,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, bookingId),
        eq(bookings.partnerId, partnerId),
        eq(bookings.sandbox, false),
        isNotNull(bookings.confirmedAt),
        inArray(bookings.bookingStatus, [...statementBookingStatuses]),
      ),
    )
    .limit(1)
  return row
}
