import { and, arrayContains, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { providerDrivers, providers, providerVehicles, rideOffers } from '../../db/schema'

// The only file of the offers feature that touches Drizzle (docs/decisions/
// 029-providers-and-drivers.md#offers). The registry's rows are only read here.

export type RideOfferRow = typeof rideOffers.$inferSelect
export type ProviderRow = typeof providers.$inferSelect
export type DriverRow = typeof providerDrivers.$inferSelect
export type VehicleRow = typeof providerVehicles.$inferSelect

/** The channel GET /provider/stream listens on: `{ provider_id, booking_id, reason }`. */
export const PROVIDER_JOBS_CHANNEL = 'provider_jobs'

export async function findProvider(db: Database, id: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1)
  return row
}

/** Every active provider whose service areas include this one, by name. */
export function activeProvidersOfArea(db: Database, areaId: string) {
  return db
    .select()
    .from(providers)
    .where(and(eq(providers.active, true), arrayContains(providers.serviceAreaIds, [areaId])))
    .orderBy(asc(providers.name), asc(providers.id))
}

/** Providers that already hold an open, unexpired offer of this booking. */
export async function providersWithOpenOffer(db: Database, bookingId: string, now: Date) {
  const rows = await db
    .select({ providerId: rideOffers.providerId })
    .from(rideOffers)
    .where(
      and(
        eq(rideOffers.bookingId, bookingId),
        eq(rideOffers.status, 'open'),
        sql`${rideOffers.expiresAt} > ${now.toISOString()}`,
      ),
    )
  return new Set(rows.map((row) => row.providerId))
}

export async function insertOffers(
  tx: Database,
  offers: Array<typeof rideOffers.$inferInsert>,
): Promise<RideOfferRow[]> {
  return tx.insert(rideOffers).values(offers).returning()
}

/** A booking's offers with their providers' names, newest first. */
export function listOffersOfBooking(db: Database, bookingId: string) {
  return db
    .select({ offer: rideOffers, providerName: providers.name })
    .from(rideOffers)
    .innerJoin(providers, eq(providers.id, rideOffers.providerId))
    .where(eq(rideOffers.bookingId, bookingId))
    .orderBy(desc(rideOffers.createdAt), asc(providers.name))
}

/** This provider's newest offer of the booking, locked until the transaction ends. */
export async function lockLatestOffer(tx: Database, bookingId: string, providerId: string) {
  const [row] = await tx
    .select()
    .from(rideOffers)
    .where(and(eq(rideOffers.bookingId, bookingId), eq(rideOffers.providerId, providerId)))
    .orderBy(desc(rideOffers.createdAt))
    .limit(1)
    .for('update')
  return row
}

/** This provider's newest offer of each of these bookings. */
export async function latestOffersOf(db: Database, providerId: string, bookingIds: string[]) {
  if (bookingIds.length === 0) return new Map<string, RideOfferRow>()
  const rows = await db
    .select()
    .from(rideOffers)
    .where(and(eq(rideOffers.providerId, providerId), inArray(rideOffers.bookingId, bookingIds)))
    .orderBy(asc(rideOffers.createdAt))
  return new Map(rows.map((row) => [row.bookingId, row]))
}

export async function answerOffer(
  tx: Database,
  offerId: string,
  status: 'accepted' | 'declined',
  /** Null when the provider's auto-accept took it. */
  providerUserId: string | null,
) {
  await tx
    .update(rideOffers)
    .set({ status, answeredAt: sql`now()`, answeredBy: providerUserId })
    .where(eq(rideOffers.id, offerId))
}

/**
 * Closes the open offers of a booking (all, one batch, or one offer) with `status`; returns the
 * closed rows, so their providers can be told. `until` limits expiry to offers past their time.
 */
export async function closeOpenOffers(
  tx: Database,
  status: 'withdrawn' | 'expired',
  where: { bookingId?: string; batchId?: string; offerId?: string; until?: Date },
): Promise<RideOfferRow[]> {
  return tx
    .update(rideOffers)
    .set({ status, answeredAt: sql`now()` })
    .where(
      and(
        eq(rideOffers.status, 'open'),
        where.bookingId ? eq(rideOffers.bookingId, where.bookingId) : undefined,
        where.batchId ? eq(rideOffers.batchId, where.batchId) : undefined,
        where.offerId ? eq(rideOffers.id, where.offerId) : undefined,
        where.until ? lte(rideOffers.expiresAt, where.until) : undefined,
      ),
    )
    .returning()
}

/** How many offers of the batch are still open (besides `except`). */
export async function openOffersInBatch(tx: Database, batchId: string, except?: string) {
  const rows = await tx
    .select({ id: rideOffers.id })
    .from(rideOffers)
    .where(
      and(
        eq(rideOffers.batchId, batchId),
        eq(rideOffers.status, 'open'),
        except ? ne(rideOffers.id, except) : undefined,
      ),
    )
  return rows.length
}

/** Tells the provider portals listening (GET /provider/stream) that these providers' jobs changed. */
export async function notifyProviders(
  tx: Database,
  providerIds: Iterable<string>,
  bookingId: string,
  reason: string,
) {
  for (const providerId of new Set(providerIds)) {
    const payload = JSON.stringify({ provider_id: providerId, booking_id: bookingId, reason })
    await tx.execute(sql`select pg_notify(${PROVIDER_JOBS_CHANNEL}, ${payload})`)
  }
}

export function listDriversOf(db: Database, providerId: string) {
  return db
    .select()
    .from(providerDrivers)
    .where(eq(providerDrivers.providerId, providerId))
    .orderBy(asc(providerDrivers.name), asc(providerDrivers.id))
}

export function listVehiclesOf(db: Database, providerId: string) {
  return db
    .select()
    .from(providerVehicles)
    .where(eq(providerVehicles.providerId, providerId))
    .orderBy(asc(providerVehicles.makeModel), asc(providerVehicles.plate))
}

export async function driversByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, DriverRow>()
  const rows = await db.select().from(providerDrivers).where(inArray(providerDrivers.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}

export async function vehiclesByIds(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, VehicleRow>()
  const rows = await db.select().from(providerVehicles).where(inArray(providerVehicles.id, ids))
  return new Map(rows.map((row) => [row.id, row]))
}
