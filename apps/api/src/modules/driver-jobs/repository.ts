import { DRIVER_LOCATION_FRESH_MINUTES, type AreaCircle } from '@ridelane/domain'
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { DRIVER_LOCATION_CHANNEL } from '../../db/notifications'
import { announcesPosition } from './location-announce'
import {
  bookingRatings,
  bookings,
  driverJobLinks,
  driverLocations,
  outboundMessages,
  providerDrivers,
  providers,
  providerVehicles,
  serviceAreas,
} from '../../db/schema'

// The driver's job links and shared positions (docs/decisions/029-providers-and-drivers.md).

export type DriverJobLinkRow = typeof driverJobLinks.$inferSelect
export type DriverRow = typeof providerDrivers.$inferSelect
export type VehicleRow = typeof providerVehicles.$inferSelect
export type ProviderRow = typeof providers.$inferSelect

export async function insertDriverJobLink(
  tx: Database,
  link: { bookingId: string; driverId: string; tokenHash: string; expiresAt: Date },
): Promise<DriverJobLinkRow> {
  const [row] = await tx.insert(driverJobLinks).values(link).returning()
  return row!
}

/** Ends every live link of a booking, but those of `keepDriverId` (null: ends them all). */
export async function revokeDriverJobLinks(
  tx: Database,
  bookingId: string,
  keepDriverId: string | null,
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(driverJobLinks)
    .set({ revokedAt: now })
    .where(
      and(
        eq(driverJobLinks.bookingId, bookingId),
        isNull(driverJobLinks.revokedAt),
        keepDriverId ? ne(driverJobLinks.driverId, keepDriverId) : undefined,
      ),
    )
    .returning({ id: driverJobLinks.id })
  return rows.length
}

/** Moves the end of a booking's live links (the pickup moved). */
export async function extendDriverJobLinks(tx: Database, bookingId: string, expiresAt: Date) {
  await tx
    .update(driverJobLinks)
    .set({ expiresAt })
    .where(and(eq(driverJobLinks.bookingId, bookingId), isNull(driverJobLinks.revokedAt)))
}

/** The link with this hash, and whether its driver and their provider are still active. */
export async function findDriverJobLink(
  db: Database,
  tokenHash: string,
): Promise<(DriverJobLinkRow & { driverActive: boolean; providerActive: boolean }) | undefined> {
  const [row] = await db
    .select({
      link: driverJobLinks,
      driverActive: providerDrivers.active,
      providerActive: providers.active,
    })
    .from(driverJobLinks)
    .innerJoin(providerDrivers, eq(providerDrivers.id, driverJobLinks.driverId))
    .innerJoin(providers, eq(providers.id, providerDrivers.providerId))
    .where(eq(driverJobLinks.tokenHash, tokenHash))
    .limit(1)
  return row && { ...row.link, driverActive: row.driverActive, providerActive: row.providerActive }
}

export async function findDriver(db: Database, id: string): Promise<DriverRow | undefined> {
  const [row] = await db.select().from(providerDrivers).where(eq(providerDrivers.id, id)).limit(1)
  return row
}

export async function findVehicle(db: Database, id: string): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(providerVehicles).where(eq(providerVehicles.id, id)).limit(1)
  return row
}

export async function findProvider(db: Database, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1)
  return row
}

export type LocationRow = typeof driverLocations.$inferSelect

/**
 * Keeps a position and, when it is the first of its `quietMs` window for this booking
 * (announcesPosition), tells the ride streams on DRIVER_LOCATION_CHANNEL.
 */
export async function insertDriverLocation(
  tx: Database,
  row: { bookingId: string; lat: number; lng: number; accuracyMeters: number | null },
  now: Date,
  quietMs: number,
): Promise<void> {
  const [previous] = await tx
    .select({ recordedAt: driverLocations.recordedAt })
    .from(driverLocations)
    .where(eq(driverLocations.bookingId, row.bookingId))
    .orderBy(desc(driverLocations.recordedAt))
    .limit(1)
  await tx.insert(driverLocations).values({ ...row, recordedAt: now })
  if (!announcesPosition(previous?.recordedAt, now, quietMs)) return
  const payload = JSON.stringify({ id: row.bookingId, op: 'location' })
  await tx.execute(sql`select pg_notify(${DRIVER_LOCATION_CHANNEL}, ${payload})`)
}

export async function latestDriverLocation(
  db: Database,
  bookingId: string,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(driverLocations)
    .where(eq(driverLocations.bookingId, bookingId))
    .orderBy(desc(driverLocations.recordedAt))
    .limit(1)
  return row
}

/** The newest position of the ride shared in the last few minutes (a phone still sharing). */
export async function freshDriverPosition(db: Database, bookingId: string, now: Date) {
  const since = new Date(now.getTime() - DRIVER_LOCATION_FRESH_MINUTES * 60_000)
  const [row] = await db
    .select({
      lat: driverLocations.lat,
      lng: driverLocations.lng,
      recordedAt: driverLocations.recordedAt,
    })
    .from(driverLocations)
    .where(and(eq(driverLocations.bookingId, bookingId), gt(driverLocations.recordedAt, since)))
    .orderBy(desc(driverLocations.recordedAt))
    .limit(1)
  return row
}

/** The circle of the catalogue's service area the booking was priced in. */
export async function serviceAreaCircle(
  db: Database,
  areaId: string | null,
): Promise<AreaCircle | null> {
  if (!areaId) return null
  const [row] = await db
    .select({
      lat: serviceAreas.centerLat,
      lng: serviceAreas.centerLng,
      radiusKm: serviceAreas.radiusKm,
    })
    .from(serviceAreas)
    .where(eq(serviceAreas.id, areaId))
    .limit(1)
  return row ? { center: { lat: row.lat, lng: row.lng }, radiusKm: row.radiusKm } : null
}

export async function deleteDriverLocations(db: Database, bookingId: string): Promise<number> {
  const rows = await db
    .delete(driverLocations)
    .where(eq(driverLocations.bookingId, bookingId))
    .returning({ id: driverLocations.id })
  return rows.length
}

/** Every position recorded before `before` (the recurring sweep's safety net). */
export async function deleteDriverLocationsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(driverLocations)
    .where(lt(driverLocations.recordedAt, before))
    .returning({ id: driverLocations.id })
  return rows.length
}

export async function hasRating(db: Database, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: bookingRatings.bookingId })
    .from(bookingRatings)
    .where(eq(bookingRatings.bookingId, bookingId))
    .limit(1)
  return row !== undefined
}

export async function bookingById(db: Database, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1)
  return row
}

/** The newest text messages, bodies included: for the browser tests' route only (e2e-messages.ts). */
export async function recentTextMessages(db: Database, limit: number) {
  return db.select().from(outboundMessages).orderBy(desc(outboundMessages.createdAt)).limit(limit)
}
