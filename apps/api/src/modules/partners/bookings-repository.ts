import type { PartnerBookingsFilter } from '@ridelane/domain'
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings } from '../../db/schema'

// The partner's booking list with its filters (issue 16, item 1) and the CSV export. Every query
// starts from the signed-in partner's id; the filters only narrow it.

const localPickupDay = sql`(${bookings.pickupTime} at time zone ${bookings.timezone})::date`

/**
 * Which of a partner's bookings a caller may list: every one (the portal, a live key) or the
 * sandbox's only (a test key: `actsInSandboxOnly`).
 */
export type BookingsReach = 'all' | 'sandbox'

/** The partner's bookings that pass the filter: status, pickup days on the pickup's own calendar, test bookings. */
function matching(partnerId: string, filter: PartnerBookingsFilter, reach: BookingsReach): SQL {
  const conditions: SQL[] = [eq(bookings.partnerId, partnerId)]
  if (filter.status) conditions.push(eq(bookings.bookingStatus, filter.status))
  if (filter.from) conditions.push(sql`${localPickupDay} >= ${filter.from}::date`)
  if (filter.to) conditions.push(sql`${localPickupDay} <= ${filter.to}::date`)
  if (reach === 'sandbox') conditions.push(eq(bookings.sandbox, true))
  else if (!filter.test) conditions.push(eq(bookings.sandbox, false))
  return and(...conditions)!
}

export async function countFilteredBookings(
  db: Database,
  partnerId: string,
  filter: PartnerBookingsFilter,
  reach: BookingsReach,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(bookings)
    .where(matching(partnerId, filter, reach))
  return row?.total ?? 0
}

/** Where a read in slices stopped: the last row it returned (its time to the microsecond). */
export type BookingCursor = { createdAt: string; id: string }

/** created_at in full: a JavaScript Date keeps milliseconds only, and the cursor must not round. */
const exactCreatedAt = sql<string>`to_char(${bookings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

/**
 * A page of the filtered bookings, newest first, with what the list and the CSV show. With a
 * cursor it starts after that row instead of at `offset`, so a booking made while an export reads
 * its slices neither shifts a row into the next slice twice nor pushes one out.
 */
export function filteredBookingsPage(
  db: Database,
  partnerId: string,
  filter: PartnerBookingsFilter,
  reach: BookingsReach,
  offset: number,
  limit: number,
  after?: BookingCursor,
) {
  const where = after
    ? and(
        matching(partnerId, filter, reach),
        sql`(${bookings.createdAt}, ${bookings.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`,
      )
    : matching(partnerId, filter, reach)
  return db
    .select({
      id: bookings.id,
      bookingCode: bookings.bookingCode,
      createdAt: bookings.createdAt,
      exactCreatedAt,
      pickupLocation: bookings.pickupLocation,
      dropoffLocation: bookings.dropoffLocation,
      rideType: bookings.rideType,
      durationHours: bookings.durationHours,
      days: bookings.days,
      pickupTime: bookings.pickupTime,
      timezone: bookings.timezone,
      vehicleName: bookings.vehicleName,
      passengers: bookings.passengers,
      name: bookings.name,
      bookedBy: bookings.bookedBy,
      costCentre: bookings.costCentre,
      bookingReference: bookings.bookingReference,
      sandbox: bookings.sandbox,
      totalCents: bookings.totalCents,
      partnerDiscountCents: bookings.partnerDiscountCents,
      bookingStatus: bookings.bookingStatus,
      paymentStatus: bookings.paymentStatus,
      onAccount: bookings.onAccount,
    })
    .from(bookings)
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .offset(offset)
    .limit(limit)
}
export type FilteredBookingRow = Awaited<ReturnType<typeof filteredBookingsPage>>[number]
