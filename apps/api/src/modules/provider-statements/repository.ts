import { paidJobStatuses, statementMonthDays } from '@ridelane/domain'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, providerDrivers, providers, refunds } from '../../db/schema'

// The statement's reads (docs/decisions/029-providers-and-drivers.md#statements-and-ratings):
// one provider's paid jobs of one month, on each pickup's own calendar.

const HOUR_MS = 3_600_000
/** No zone is more than 14 hours from UTC: a local month lies within its UTC month widened by that. */
const ZONE_REACH_MS = 14 * HOUR_MS

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`
const localPickupDay = sql`(${bookings.pickupTime} at time zone ${bookings.timezone})::date`

/**
 * Refunds for the ride itself, given or on their way. A change's refund (reason `change:…`,
 * modules/rides/change-booking.ts) only returns the difference of a change that already
 * repriced the booking's total, or an extra payment that never applied, so it is not counted
 * twice against the fare.
 */
const refundedCents = sql<number>`(select coalesce(sum(${refunds.amountCents}), 0)
  from ${refunds} where ${refunds.bookingId} = ${bookings.id}
  and ${refunds.status} in ('pending', 'succeeded')
  and ${refunds.reason} not like 'change:%')`.mapWith(Number)

export type StatementProvider = { id: string; name: string; commissionHundredths: number }

export async function findStatementProvider(
  db: Database,
  id: string,
): Promise<StatementProvider | undefined> {
  const [row] = await db
    .select({
      id: providers.id,
      name: providers.name,
      commissionHundredths: providers.commissionHundredths,
    })
    .from(providers)
    .where(eq(providers.id, id))
    .limit(1)
  return row
}

/** The provider's completed and no-show jobs whose pickup falls in `month` on its own calendar. */
export function statementJobs(db: Database, providerId: string, month: string) {
  const { first, next } = statementMonthDays(month)
  return db
    .select({
      id: bookings.id,
      bookingCode: bookings.bookingCode,
      status: bookings.bookingStatus,
      rideType: bookings.rideType,
      pickupTime: bookings.pickupTime,
      timezone: bookings.timezone,
      pickupLocation: bookings.pickupLocation,
      dropoffLocation: bookings.dropoffLocation,
      durationHours: bookings.durationHours,
      totalCents: bookings.totalCents,
      partnerDiscountCents: bookings.partnerDiscountCents,
      commissionHundredths: bookings.providerCommissionHundredths,
      refundedCents,
      driverName: providerDrivers.name,
    })
    .from(bookings)
    .leftJoin(providerDrivers, eq(providerDrivers.id, bookings.driverId))
    .where(
      and(
        eq(bookings.providerId, providerId),
        inArray(bookings.bookingStatus, [...paidJobStatuses]),
        // A test key's booking is no job, however it got here (booking/sandbox.ts).
        eq(bookings.sandbox, false),
        // The UTC range lets the (provider, pickup) index narrow the rows; the local day decides.
        sql`${bookings.pickupTime} >= ${at(new Date(Date.parse(first) - ZONE_REACH_MS))}`,
        sql`${bookings.pickupTime} < ${at(new Date(Date.parse(next) + ZONE_REACH_MS))}`,
        sql`${localPickupDay} >= ${first}::date`,
        sql`${localPickupDay} < ${next}::date`,
      ),
    )
    .orderBy(asc(bookings.pickupTime), asc(bookings.id))
}

export type StatementJobRow = Awaited<ReturnType<typeof statementJobs>>[number]
