import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { ProviderRecord } from '@ridelane/domain'
import type { Database } from '../../db/client'
import {
  bookingEvents,
  bookingRatings,
  bookings,
  driverLocations,
  providerAreaOptions,
  providers,
  rideOffers,
  serviceAreas,
} from '../../db/schema'

// What automatic dispatch reads and writes beyond the offers (docs/decisions/
// 035-automatic-dispatch.md).

/**
 * Whether the ride was ever offered to everyone of its area at once, by automatic dispatch or an
 * operator: such a batch may hold a single provider when everyone else declined.
 */
export async function offeredToArea(db: Database, bookingId: string): Promise<boolean> {
  const rows = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(
      and(
        eq(bookingEvents.bookingId, bookingId),
        sql`${bookingEvents.details}->>'change' = 'offered'`,
        sql`${bookingEvents.details}->>'offered_to' = 'area'`,
      ),
    )
    .limit(1)
  return rows.length > 0
}

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

/** The providers' options in one area, by provider id (a provider without a row is absent). */
export async function areaOptionsOf(db: Database, providerIds: readonly string[], areaId: string) {
  if (providerIds.length === 0) return new Map<string, ProviderAreaOptionsRow>()
  const rows = await db
    .select()
    .from(providerAreaOptions)
    .where(
      and(
        inArray(providerAreaOptions.providerId, [...providerIds]),
        eq(providerAreaOptions.areaId, areaId),
      ),
    )
  return new Map(rows.map((row) => [row.providerId, row]))
}

export type ProviderAreaOptionsRow = typeof providerAreaOptions.$inferSelect

/** A provider's options in each of its areas that has a row. */
export function optionsOfProvider(db: Database, providerId: string) {
  return db.select().from(providerAreaOptions).where(eq(providerAreaOptions.providerId, providerId))
}

/** The provider's areas with their names and zones, in the order the registry lists them. */
export async function areasOfProvider(db: Database, providerId: string) {
  const [provider] = await db
    .select({ areaIds: providers.serviceAreaIds })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1)
  if (!provider || provider.areaIds.length === 0) return []
  const rows = await db
    .select({ id: serviceAreas.id, name: serviceAreas.name, timezone: serviceAreas.timezone })
    .from(serviceAreas)
    .where(inArray(serviceAreas.id, provider.areaIds))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return provider.areaIds.flatMap((id) => byId.get(id) ?? [])
}

export async function saveAreaOptions(
  db: Database,
  providerId: string,
  areaId: string,
  options: { autoAccept: boolean; acceptFrom: string; acceptTo: string; autoAssign: boolean },
) {
  await db
    .insert(providerAreaOptions)
    .values({ providerId, areaId, ...options })
    .onConflictDoUpdate({
      target: [providerAreaOptions.providerId, providerAreaOptions.areaId],
      set: { ...options, updatedAt: new Date() },
    })
}

/**
 * Where each driver was last seen: their newest shared position of the last day, else their
 * home base, else nothing.
 */
export async function driverPlaces(
  db: Database,
  drivers: readonly { id: string; homeLat: number | null; homeLng: number | null }[],
  now: Date,
) {
  const places = new Map<string, { lat: number; lng: number } | null>()
  for (const driver of drivers) {
    places.set(
      driver.id,
      driver.homeLat !== null && driver.homeLng !== null
        ? { lat: driver.homeLat, lng: driver.homeLng }
        : null,
    )
  }
  if (drivers.length === 0) return places
  const since = new Date(now.getTime() - 86_400_000)
  const rows = await db
    .selectDistinctOn([bookings.driverId], {
      driverId: bookings.driverId,
      lat: driverLocations.lat,
      lng: driverLocations.lng,
    })
    .from(driverLocations)
    .innerJoin(bookings, eq(bookings.id, driverLocations.bookingId))
    .where(
      and(
        inArray(
          bookings.driverId,
          drivers.map((driver) => driver.id),
        ),
        gt(driverLocations.recordedAt, since),
      ),
    )
    .orderBy(bookings.driverId, desc(driverLocations.recordedAt))
  for (const row of rows) if (row.driverId) places.set(row.driverId, { lat: row.lat, lng: row.lng })
  return places
}
