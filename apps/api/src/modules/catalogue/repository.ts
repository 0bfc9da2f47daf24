import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { areaVehicleRates, serviceAreas, vehicleClasses } from '../../db/tables/catalogue'

export type ServiceArea = typeof serviceAreas.$inferSelect
export type VehicleClassRow = typeof vehicleClasses.$inferSelect
export type AreaVehicleRate = typeof areaVehicleRates.$inferSelect
/** A class offered in an area with its rates. */
export type OfferedVehicle = { vehicleClass: VehicleClassRow; rate: AreaVehicleRate }

// Seeding inserts only what is missing: a row an operator has edited is never touched.
export async function insertMissingVehicleClasses(
  db: Database,
  rows: (typeof vehicleClasses.$inferInsert)[],
) {
  await db.insert(vehicleClasses).values(rows).onConflictDoNothing()
}

export async function insertMissingServiceAreas(
  db: Database,
  rows: (typeof serviceAreas.$inferInsert)[],
) {
  await db.insert(serviceAreas).values(rows).onConflictDoNothing()
}

export async function insertMissingAreaRates(
  db: Database,
  rows: (typeof areaVehicleRates.$inferInsert)[],
) {
  await db.insert(areaVehicleRates).values(rows).onConflictDoNothing()
}

export function listActiveServiceAreas(db: Database): Promise<ServiceArea[]> {
  return db
    .select()
    .from(serviceAreas)
    .where(eq(serviceAreas.active, true))
    .orderBy(asc(serviceAreas.name))
}

/** Every active class of every area with its rates, in fleet order. */
export function listAllOfferedVehicles(db: Database): Promise<OfferedVehicle[]> {
  return db
    .select({ vehicleClass: vehicleClasses, rate: areaVehicleRates })
    .from(areaVehicleRates)
    .innerJoin(vehicleClasses, eq(vehicleClasses.id, areaVehicleRates.vehicleClassId))
    .where(eq(areaVehicleRates.active, true))
    .orderBy(asc(vehicleClasses.sortOrder))
}
