import { LATEST_RATING_COMMENTS } from '@ridelane/domain'
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookingRatings, bookings, providerDrivers, providers } from '../../db/schema'

// Ratings as they count for providers and drivers (docs/decisions/029-providers-and-drivers.md
// #statements-and-ratings): aggregates over the bookings joined to their ratings, never copies.

export async function providerExists(db: Database, providerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1)
  return row !== undefined
}

const ratingCount = sql<number>`count(*)`.mapWith(Number)
const starsTotal = sql<number>`coalesce(sum(${bookingRatings.stars}), 0)`.mapWith(Number)

/** Count and stars of every provider that has a rated ride. */
export function ratingsByProvider(db: Database) {
  return db
    .select({ providerId: bookings.providerId, count: ratingCount, starsTotal })
    .from(bookingRatings)
    .innerJoin(bookings, eq(bookings.id, bookingRatings.bookingId))
    .where(isNotNull(bookings.providerId))
    .groupBy(bookings.providerId)
}

/** Count and stars of one provider's rated rides. */
export async function ratingsOfProvider(db: Database, providerId: string) {
  const [row] = await db
    .select({ count: ratingCount, starsTotal })
    .from(bookingRatings)
    .innerJoin(bookings, eq(bookings.id, bookingRatings.bookingId))
    .where(eq(bookings.providerId, providerId))
  return row ?? { count: 0, starsTotal: 0 }
}

/** Every driver of the provider, with the count and stars of the rides it drove for it. */
export function ratingsOfDrivers(db: Database, providerId: string) {
  const rated = db
    .select({
      driverId: bookings.driverId,
      count: sql<number>`count(*)`.as('rated_n'),
      starsTotal: sql<number>`sum(${bookingRatings.stars})`.as('stars_total'),
    })
    .from(bookingRatings)
    .innerJoin(bookings, eq(bookings.id, bookingRatings.bookingId))
    .where(and(eq(bookings.providerId, providerId), isNotNull(bookings.driverId)))
    .groupBy(bookings.driverId)
    .as('rated')
  return db
    .select({
      driverId: providerDrivers.id,
      name: providerDrivers.name,
      active: providerDrivers.active,
      count: sql<number>`coalesce(${rated.count}, 0)`.mapWith(Number),
      starsTotal: sql<number>`coalesce(${rated.starsTotal}, 0)`.mapWith(Number),
    })
    .from(providerDrivers)
    .leftJoin(rated, eq(rated.driverId, providerDrivers.id))
    .where(eq(providerDrivers.providerId, providerId))
    .orderBy(asc(providerDrivers.name), asc(providerDrivers.id))
}

/** The provider's newest ratings that carry a comment. */
export function latestComments(db: Database, providerId: string) {
  return db
    .select({
      bookingCode: bookings.bookingCode,
      stars: bookingRatings.stars,
      comment: bookingRatings.comment,
      ratedAt: bookingRatings.createdAt,
      driverName: providerDrivers.name,
    })
    .from(bookingRatings)
    .innerJoin(bookings, eq(bookings.id, bookingRatings.bookingId))
    .leftJoin(providerDrivers, eq(providerDrivers.id, bookings.driverId))
    .where(and(eq(bookings.providerId, providerId), ne(bookingRatings.comment, '')))
    .orderBy(desc(bookingRatings.createdAt), desc(bookingRatings.bookingId))
    .limit(LATEST_RATING_COMMENTS)
}
