import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Shift } from '@ridelane/domain'
import type { Database } from '../../db/client'
import {
  driverShifts,
  driverTimeOff,
  providerDrivers,
  providers,
  providerVehicles,
  serviceAreas,
} from '../../db/schema'

// Drivers' working hours and time off (docs/decisions/034-driver-availability.md): the only file
// that reads or writes driver_shifts and driver_time_off. It also holds the row locks every
// assignment takes on the driver and the vehicle it gives a ride.

export type TimeOffRow = typeof driverTimeOff.$inferSelect

/**
 * Takes the driver's row lock until the transaction ends. Every assignment of a driver takes it
 * before it checks the driver's other rides, so two rides given to one driver at the same moment
 * are checked one after the other and the second sees the first.
 */
export async function lockDriver(db: Database, driverId: string) {
  const [row] = await db
    .select({ id: providerDrivers.id })
    .from(providerDrivers)
    .where(eq(providerDrivers.id, driverId))
    .for('update')
  return row
}

/**
 * Takes the vehicle's row lock until the transaction ends, as `lockDriver` does for a driver:
 * two rides given one vehicle at the same moment are checked one after the other. Every path
 * takes it after the driver's, so two assignments never wait on each other in a circle.
 */
export async function lockVehicle(db: Database, vehicleId: string) {
  const [row] = await db
    .select({ id: providerVehicles.id })
    .from(providerVehicles)
    .where(eq(providerVehicles.id, vehicleId))
    .for('update')
  return row
}

/** The week's shifts of each driver, by driver id (a driver without shifts is absent). */
export async function shiftsOfDrivers(db: Database, driverIds: readonly string[]) {
  const byDriver = new Map<string, Shift[]>()
  if (driverIds.length === 0) return byDriver
  const rows = await db
    .select()
    .from(driverShifts)
    .where(inArray(driverShifts.driverId, [...driverIds]))
    .orderBy(asc(driverShifts.weekday), asc(driverShifts.starts))
  for (const row of rows) {
    const list = byDriver.get(row.driverId) ?? []
    list.push({ weekday: row.weekday, starts: row.starts, ends: row.ends })
    byDriver.set(row.driverId, list)
  }
  return byDriver
}

/** Each driver's time off that has not ended by `after`, soonest first. */
export async function timeOffOfDrivers(db: Database, driverIds: readonly string[], after: Date) {
  const byDriver = new Map<string, TimeOffRow[]>()
  if (driverIds.length === 0) return byDriver
  const rows = await db
    .select()
    .from(driverTimeOff)
    .where(and(inArray(driverTimeOff.driverId, [...driverIds]), gt(driverTimeOff.endsAt, after)))
    .orderBy(asc(driverTimeOff.startsAt))
  for (const row of rows) {
    const list = byDriver.get(row.driverId) ?? []
    list.push(row)
    byDriver.set(row.driverId, list)
  }
  return byDriver
}

/** Puts the driver's week in place of the one kept. */
export async function replaceShifts(db: Database, driverId: string, shifts: readonly Shift[]) {
  await db.delete(driverShifts).where(eq(driverShifts.driverId, driverId))
  if (shifts.length === 0) return
  await db.insert(driverShifts).values(shifts.map((shift) => ({ driverId, ...shift })))
}

export async function insertTimeOff(
  db: Database,
  fields: { driverId: string; startsAt: Date; endsAt: Date; note: string },
) {
  const [row] = await db.insert(driverTimeOff).values(fields).returning()
  return row!
}

/** Removes one time off of this driver; undefined when the driver has none with this id. */
export async function deleteTimeOff(db: Database, driverId: string, id: string) {
  const [row] = await db
    .delete(driverTimeOff)
    .where(and(eq(driverTimeOff.id, id), eq(driverTimeOff.driverId, driverId)))
    .returning()
  return row
}

/** The zone a provider's people read times in: its first service area's, else UTC. */
export async function providerTimeZone(db: Database, providerId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: serviceAreas.timezone })
    .from(providers)
    .innerJoin(serviceAreas, sql`${serviceAreas.id} = ${providers.serviceAreaIds}[1]`)
    .where(eq(providers.id, providerId))
    .limit(1)
  return row?.timezone ?? 'UTC'
}
