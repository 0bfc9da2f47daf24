import type { BookingStatus, ProviderJobTab } from '@ridelane/domain'
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, providers, quotes, rideOffers } from '../../db/schema'

// The provider portal's reads of bookings: every query is scoped to one provider.

export type JobRow = {
  booking: typeof bookings.$inferSelect
  /** The priced classes of the booking's quote, to know the class the traveller booked. */
  quotedVehicles: unknown
}

/** Statuses of a ride a provider still has to drive. */
const stillToDrive: BookingStatus[] = [
  'assigned',
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
]
const finished: BookingStatus[] = ['completed', 'no_show', 'cancelled']
/** How many finished jobs the done tab shows, newest first. */
const DONE_LIMIT = 100

function tabCondition(tab: ProviderJobTab, providerId: string, now: Date): SQL | undefined {
  const held = eq(bookings.providerId, providerId)
  switch (tab) {
    case 'offered':
      return and(
        eq(bookings.bookingStatus, 'confirmed'),
        isNull(bookings.providerId),
        // A test key's booking is never a provider's, even with an offer left over.
        eq(bookings.sandbox, false),
        sqlOpenOffer(providerId, now),
      )
    case 'accepted':
      return and(held, eq(bookings.bookingStatus, 'assigned'), isNull(bookings.driverId))
    case 'upcoming':
      return and(held, isNotNull(bookings.driverId), inArray(bookings.bookingStatus, stillToDrive))
    case 'done':
      return and(held, inArray(bookings.bookingStatus, finished))
  }
}

function sqlOpenOffer(providerId: string, now: Date) {
  return sql`exists (select 1 from ${rideOffers} where ${rideOffers.bookingId} = ${bookings.id}
    and ${rideOffers.providerId} = ${providerId} and ${rideOffers.status} = 'open'
    and ${rideOffers.expiresAt} > ${now.toISOString()})`
}

/** One tab of the provider's jobs: by pickup time, the done tab newest first. */
export function listJobs(
  db: Database,
  providerId: string,
  tab: ProviderJobTab,
  now: Date,
): Promise<JobRow[]> {
  const query = db
    .select({ booking: bookings, quotedVehicles: quotes.vehicles })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(tabCondition(tab, providerId, now))
  return tab === 'done'
    ? query.orderBy(desc(bookings.pickupTime), desc(bookings.id)).limit(DONE_LIMIT)
    : query.orderBy(asc(bookings.pickupTime), asc(bookings.id))
}

/** The booking, if it is this provider's or was ever offered to it; undefined otherwise. */
export async function findJob(
  db: Database,
  providerId: string,
  bookingId: string,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select({ booking: bookings, quotedVehicles: quotes.vehicles })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(
      and(
        eq(bookings.id, bookingId),
        or(
          eq(bookings.providerId, providerId),
          exists(
            db
              .select({ one: sql`1` })
              .from(rideOffers)
              .where(
                and(eq(rideOffers.bookingId, bookings.id), eq(rideOffers.providerId, providerId)),
              ),
          ),
        ),
      ),
    )
    .limit(1)
  return row
}

/** The provider's commission, in hundredths of a percent. */
export async function commissionOf(db: Database, providerId: string): Promise<number> {
  const [row] = await db
    .select({ commission: providers.commissionHundredths })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1)
  return row?.commission ?? 0
}

/**
 * The providers a booking's change concerns (the live stream's filter): the one holding it, and
 * those with an offer of it still open (a ride cancelled or assigned directly leaves their tab).
 */
export async function providersConcerned(db: Database, bookingId: string): Promise<string[]> {
  const rows = await db
    .select({ holder: bookings.providerId, offered: rideOffers.providerId })
    .from(bookings)
    .leftJoin(rideOffers, and(eq(rideOffers.bookingId, bookings.id), eq(rideOffers.status, 'open')))
    .where(eq(bookings.id, bookingId))
  const ids = rows.flatMap((row) => [row.holder, row.offered])
  return [...new Set(ids.filter((id): id is string => id !== null))]
}
