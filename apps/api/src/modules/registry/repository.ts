import { asc, count, eq, and, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  providerDrivers,
  providerVehicles,
  providers,
  serviceAreas,
  vehicleClasses,
} from '../../db/schema'

// The only file of the registry feature that touches Drizzle.

export type ProviderRow = typeof providers.$inferSelect
export type DriverRow = typeof providerDrivers.$inferSelect
export type VehicleRow = typeof providerVehicles.$inferSelect
type ProviderFields = Omit<typeof providers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
type DriverFields = Omit<typeof providerDrivers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>
type VehicleFields = Omit<typeof providerVehicles.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

export async function listProvidersWithCounts(db: Database) {
  const drivers = db
    .select({ providerId: providerDrivers.providerId, n: count().as('driver_n') })
    .from(providerDrivers)
    .groupBy(providerDrivers.providerId)
    .as('drivers')
  const vehicles = db
    .select({ providerId: providerVehicles.providerId, n: count().as('vehicle_n') })
    .from(providerVehicles)
    .groupBy(providerVehicles.providerId)
    .as('vehicles')
  return db
    .select({
      provider: providers,
      driverCount: sql<number>`coalesce(${drivers.n}, 0)`.mapWith(Number),
      vehicleCount: sql<number>`coalesce(${vehicles.n}, 0)`.mapWith(Number),
    })
    .from(providers)
    .leftJoin(drivers, eq(drivers.providerId, providers.id))
    .leftJoin(vehicles, eq(vehicles.providerId, providers.id))
    .orderBy(asc(providers.name), asc(providers.createdAt))
}

export async function findProvider(db: Database, id: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1)
  return row
}

export async function insertProvider(db: Database, fields: ProviderFields) {
  const [row] = await db.insert(providers).values(fields).returning()
  return row!
}

export async function updateProvider(db: Database, id: string, changes: Partial<ProviderFields>) {
  const [row] = await db
    .update(providers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(providers.id, id))
    .returning()
  return row
}

export function listDrivers(db: Database, providerId: string) {
  return db
    .select()
    .from(providerDrivers)
    .where(eq(providerDrivers.providerId, providerId))
    .orderBy(asc(providerDrivers.name), asc(providerDrivers.createdAt))
}

export async function insertDriver(db: Database, fields: DriverFields) {
  const [row] = await db.insert(providerDrivers).values(fields).returning()
  return row!
}

export async function findDriver(db: Database, providerId: string, id: string) {
  const [row] = await db
    .select()
    .from(providerDrivers)
    .where(and(eq(providerDrivers.id, id), eq(providerDrivers.providerId, providerId)))
    .limit(1)
  return row
}

export async function findVehicle(db: Database, providerId: string, id: string) {
  const [row] = await db
    .select()
    .from(providerVehicles)
    .where(and(eq(providerVehicles.id, id), eq(providerVehicles.providerId, providerId)))
    .limit(1)
  return row
}

/** Only a driver of this provider: another provider's driver id is as unknown as a made-up one. */
export async function updateDriver(
  db: Database,
  providerId: string,
  id: string,
  changes: Partial<DriverFields>,
) {
  const [row] = await db
    .update(providerDrivers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(providerDrivers.id, id), eq(providerDrivers.providerId, providerId)))
    .returning()
  return row
}

export function listVehicles(db: Database, providerId: string) {
  return db
    .select()
    .from(providerVehicles)
    .where(eq(providerVehicles.providerId, providerId))
    .orderBy(asc(providerVehicles.plate))
}

/** Undefined when this provider already has the plate (the unique index decides, race-free). */
export async function insertVehicle(db: Database, fields: VehicleFields) {
  const [row] = await db
    .insert(providerVehicles)
    .values(fields)
    .onConflictDoNothing({ target: [providerVehicles.providerId, providerVehicles.plate] })
    .returning()
  return row
}

export async function plateTaken(
  db: Database,
  providerId: string,
  plate: string,
  exceptId: string,
) {
  const rows = await db
    .select({ id: providerVehicles.id })
    .from(providerVehicles)
    .where(and(eq(providerVehicles.providerId, providerId), eq(providerVehicles.plate, plate)))
  return rows.some((row) => row.id !== exceptId)
}

export async function updateVehicle(
  db: Database,
  providerId: string,
  id: string,
  changes: Partial<VehicleFields>,
) {
  const [row] = await db
    .update(providerVehicles)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(providerVehicles.id, id), eq(providerVehicles.providerId, providerId)))
    .returning()
  return row
}

/** The ids among these that the catalogue knows. */
export async function knownServiceAreaIds(db: Database, ids: string[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: serviceAreas.id })
    .from(serviceAreas)
    .where(inArray(serviceAreas.id, ids))
  return new Set(rows.map((row) => row.id))
}

export async function catalogueChoices(db: Database) {
  const [areas, classes] = await Promise.all([
    db
      .select({ id: serviceAreas.id, name: serviceAreas.name })
      .from(serviceAreas)
      .orderBy(asc(serviceAreas.name)),
    db
      .select({ id: vehicleClasses.id, name: vehicleClasses.name })
      .from(vehicleClasses)
      .orderBy(asc(vehicleClasses.sortOrder)),
  ])
  return { service_areas: areas, vehicle_classes: classes }
}
