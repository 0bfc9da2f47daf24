import { and, asc, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings } from '../../db/schema'

// The only file of the overview feature that touches Drizzle. Rules: docs/decisions/016-ops-overview.md.

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`
/** Test API keys' bookings are no rides and no revenue: the overview counts real ones only. */
const real = eq(bookings.sandbox, false)

/**
 * Rides per status whose pickup falls today (0) or tomorrow (1) on the calendar of the pickup's
 * own time zone. The pickup window is bounded in UTC first (no zone is more than 14 hours away),
 * so only a few days of rides are read.
 */
export function countRidesByLocalDay(db: Database, now: Date) {
  const dayOffset = sql<number>`(((${bookings.pickupTime} at time zone ${bookings.timezone})::date
    - (${at(now)} at time zone ${bookings.timezone})::date))::int`
  return (
    db
      .select({ dayOffset, status: bookings.bookingStatus, rides: count() })
      .from(bookings)
      .where(
        and(
          real,
          gte(bookings.pickupTime, new Date(now.getTime() - 2 * DAY_MS)),
          lt(bookings.pickupTime, new Date(now.getTime() + 3 * DAY_MS)),
        ),
      )
      // By position: the day offset carries parameters, which a repeated expression would not match.
      .groupBy(sql`1`, sql`2`)
  )
}

/** Confirmed rides (no driver yet) picked up within the next `hours`, soonest first. */
export function listUnassignedDueSoon(db: Database, now: Date, hours: number, limit: number) {
  return db
    .select({
      id: bookings.id,
      bookingCode: bookings.bookingCode,
      pickupTime: bookings.pickupTime,
      timezone: bookings.timezone,
      pickupLocation: bookings.pickupLocation,
      vehicleName: bookings.vehicleName,
    })
    .from(bookings)
    .where(
      and(
        real,
        eq(bookings.bookingStatus, 'confirmed'),
        gte(bookings.pickupTime, now),
        lt(bookings.pickupTime, new Date(now.getTime() + hours * HOUR_MS)),
      ),
    )
    .orderBy(asc(bookings.pickupTime), asc(bookings.id))
    .limit(limit)
}

/**
 * Per UTC day of creation since `from`: bookings that were ever paid for (confirmed_at set),
 * how many of them are cancelled, and the fares of the rest in USD cents. Days without bookings
 * are absent; the caller fills them.
 */
export function summariseDays(db: Database, from: Date) {
  const day = sql<string>`to_char((${bookings.createdAt} at time zone 'UTC')::date, 'YYYY-MM-DD')`
  const cancelled = sql`${bookings.bookingStatus} = 'cancelled'`
  return db
    .select({
      day,
      bookings: count(),
      cancelled: sql<number>`(count(*) filter (where ${cancelled}))::int`,
      revenueCents: sql<string>`coalesce(sum(${bookings.totalCents}) filter (where not (${cancelled})), 0)`,
    })
    .from(bookings)
    .where(and(real, isNotNull(bookings.confirmedAt), gte(bookings.createdAt, from)))
    .groupBy(sql`1`)
}
