import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ProviderRecord } from '@ridelane/domain'
import type { Database } from '../../db/client'
import {
  bookingEvents,
  bookingRatings,
  bookings,
  operators,
  providers,
  rideOffers,
} from '../../db/schema'

// What automatic dispatch reads and writes beyond the offers (docs/decisions/
// 035-automatic-dispatch.md).

/** Every offer ever made of this booking, oldest first. */
export function offersOfBooking(db: Database, bookingId: string) {
  return db
    .select()
    .from(rideOffers)
    .where(eq(rideOffers.bookingId, bookingId))
    .orderBy(rideOffers.createdAt, rideOffers.id)
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null)

/**
 * Each provider's record for ranking: offers accepted of those answered or left to lapse, the
 * travellers' average rating, and the share of arrivals by pickup time.
 */
export async function providerRecords(
  db: Database,
  providerIds: readonly string[],
  now: Date,
): Promise<ProviderRecord[]> {
  if (providerIds.length === 0) return []
  const ids = [...providerIds]
  const [offerRows, ratingRows, arrivalRows, commissionRows] = await Promise.all([
    db
      .select({
        providerId: rideOffers.providerId,
        accepted: sql<number>`count(*) filter (where ${rideOffers.status} = 'accepted')`.mapWith(
          Number,
        ),
        answered:
          sql<number>`count(*) filter (where ${rideOffers.status} in ('accepted', 'declined', 'expired') or (${rideOffers.status} = 'open' and ${rideOffers.expiresAt} <= ${now.toISOString()}))`.mapWith(
            Number,
          ),
      })
      .from(rideOffers)
      .where(inArray(rideOffers.providerId, ids))
      .groupBy(rideOffers.providerId),
    db
      .select({
        providerId: bookings.providerId,
        stars: sql<number>`avg(${bookingRatings.stars})`.mapWith(Number),
      })
      .from(bookingRatings)
      .innerJoin(bookings, eq(bookings.id, bookingRatings.bookingId))
      .where(inArray(bookings.providerId, ids))
      .groupBy(bookings.providerId),
    db
      .select({
        providerId: bookings.providerId,
        onTime:
          sql<number>`count(distinct ${bookings.id}) filter (where ${bookingEvents.at} <= ${bookings.pickupTime})`.mapWith(
            Number,
          ),
        arrived: sql<number>`count(distinct ${bookings.id})`.mapWith(Number),
      })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(and(inArray(bookings.providerId, ids), eq(bookingEvents.toStatus, 'driver_arrived')))
      .groupBy(bookings.providerId),
    db
      .select({ id: providers.id, commission: providers.commissionHundredths })
      .from(providers)
      .where(inArray(providers.id, ids)),
  ])
  const offersBy = new Map(offerRows.map((row) => [row.providerId, row]))
  const ratingBy = new Map(ratingRows.map((row) => [row.providerId, row.stars]))
  const arrivalsBy = new Map(arrivalRows.map((row) => [row.providerId, row]))
  const commissionBy = new Map(commissionRows.map((row) => [row.id, row.commission]))
  return ids.map((id) => {
    const offers = offersBy.get(id)
    const arrivals = arrivalsBy.get(id)
    return {
      id,
      acceptanceRate: offers ? rate(offers.accepted, offers.answered) : null,
      rating: ratingBy.get(id) ?? null,
      onTimeRate: arrivals ? rate(arrivals.onTime, arrivals.arrived) : null,
      commissionPercent: (commissionBy.get(id) ?? 0) / 100,
    }
  })
}

/** The addresses of the active admins, who are told of an escalated ride. */
export async function activeAdminEmails(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: operators.email })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active')))
  return rows.map((row) => row.email)
}
