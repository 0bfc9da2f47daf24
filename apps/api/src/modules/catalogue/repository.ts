import { and, asc, eq } from 'drizzle-orm'
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

// The catalogue editor (docs/decisions/015-catalogue-editor.md): every area, active or not.

export type NewServiceArea = typeof serviceAreas.$inferInsert
export type ServiceAreaFields = Partial<Omit<NewServiceArea, 'id' | 'createdAt'>>
export type NewAreaVehicleRate = typeof areaVehicleRates.$inferInsert
export type RateFields = Omit<NewAreaVehicleRate, 'areaId' | 'vehicleClassId'>

export function listAllServiceAreas(db: Database): Promise<ServiceArea[]> {
  return db.select().from(serviceAreas).orderBy(asc(serviceAreas.name))
}

export async function findServiceArea(db: Database, id: string) {
  const [area] = await db.select().from(serviceAreas).where(eq(serviceAreas.id, id))
  return area
}

export function listVehicleClasses(db: Database): Promise<VehicleClassRow[]> {
  return db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.sortOrder))
}

/** Every rate of the areas, active or not, as rows keyed by area and class. */
export function listAreaRates(db: Database, areaId?: string): Promise<AreaVehicleRate[]> {
  const query = db.select().from(areaVehicleRates)
  return areaId ? query.where(eq(areaVehicleRates.areaId, areaId)) : query
}

export async function insertServiceArea(db: Database, row: NewServiceArea) {
  const [area] = await db.insert(serviceAreas).values(row).onConflictDoNothing().returning()
  return area
}

export async function updateServiceArea(db: Database, id: string, fields: ServiceAreaFields) {
  const [area] = await db
    .update(serviceAreas)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(serviceAreas.id, id))
    .returning()
  return area as ServiceArea
}

export async function findAreaRate(db: Database, areaId: string, vehicleClassId: string) {
  const [rate] = await db
    .select()
    .from(areaVehicleRates)
    .where(
      and(eq(areaVehicleRates.areaId, areaId), eq(areaVehicleRates.vehicleClassId, vehicleClassId)),
    )
  return rate
}

/** Sets a class's rates in an area, adding the class to the area when it had none. */
export async function upsertAreaRate(
  db: Database,
  areaId: string,
  vehicleClassId: string,
  fields: RateFields,
) {
  const set = { ...fields, updatedAt: new Date() }
  const [rate] = await db
    .insert(areaVehicleRates)
    .values({ areaId, vehicleClassId, ...set })
    .onConflictDoUpdate({ target: [areaVehicleRates.areaId, areaVehicleRates.vehicleClassId], set })
    .returning()
  return rate as AreaVehicleRate
}

/** An area's waiting figures with one class's own waiting charge (null: the area's), if any. */
export async function findWaitingFigures(db: Database, areaId: string, vehicleClassId: string) {
  const [row] = await db
    .select({
      freeWaitingAirportMinutes: serviceAreas.freeWaitingAirportMinutes,
      freeWaitingOtherMinutes: serviceAreas.freeWaitingOtherMinutes,
      waitingChargeCentsPerBlock: serviceAreas.waitingChargeCentsPerBlock,
      noShowRadiusMeters: serviceAreas.noShowRadiusMeters,
      arrivalBufferMinutes: serviceAreas.arrivalBufferMinutes,
      classChargeCentsPerBlock: areaVehicleRates.waitingChargeCentsPerBlock,
    })
    .from(serviceAreas)
    .leftJoin(
      areaVehicleRates,
      and(
        eq(areaVehicleRates.areaId, serviceAreas.id),
        eq(areaVehicleRates.vehicleClassId, vehicleClassId),
      ),
    )
    .where(eq(serviceAreas.id, areaId))
    .limit(1)
  return row
}
