import {
  availabilityMessages,
  DomainError,
  providerMessages,
  type DriverAvailability,
  type Shift,
  type TimeOff,
  type timeOffInputSchema,
  type WorkingHoursInput,
} from '@ridelane/domain'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { recordAudit } from '../audit'
import {
  deleteTimeOff,
  insertTimeOff,
  lockDriver,
  providerTimeZone,
  replaceShifts,
  shiftsOfDrivers,
  timeOffOfDrivers,
  type TimeOffRow,
} from './availability-repository'
import { findDriver } from './repository'

// A driver's working hours and time off (docs/decisions/034-driver-availability.md), kept by
// operators in the registry and by providers in their portal through the same functions. An
// operator's change is audited in its transaction (docs/decisions/014-audit.md); a provider's
// is not.

/** Who changes a driver's time: a signed-in operator, or a user of the driver's provider. */
export type AvailabilityActor = { kind: 'operator'; id: string } | { kind: 'provider'; id: string }

export type TimeOffValues = z.output<typeof timeOffInputSchema>

const driverNotFound = () => new DomainError('NOT_FOUND', providerMessages.driverNotFound)

/** The provider's driver (active or not), or 404: another provider's driver is as unknown. */
async function driverOf(db: Database, providerId: string, driverId: string) {
  const driver =
    isUuid(providerId) && isUuid(driverId) ? await findDriver(db, providerId, driverId) : undefined
  if (!driver) throw driverNotFound()
  return driver
}

function timeOffView(row: TimeOffRow): TimeOff {
  return {
    id: row.id,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    note: row.note,
  }
}

async function shiftsOf(db: Database, driverId: string): Promise<Shift[]> {
  return (await shiftsOfDrivers(db, [driverId])).get(driverId) ?? []
}

async function availabilityOf(
  db: Database,
  providerId: string,
  driverId: string,
  now: Date,
): Promise<DriverAvailability> {
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const timeZone = await providerTimeZone(db, providerId)
  const shifts = await shiftsOf(db, driverId)
  const timeOff = (await timeOffOfDrivers(db, [driverId], now)).get(driverId) ?? []
  return { driver_id: driverId, time_zone: timeZone, shifts, time_off: timeOff.map(timeOffView) }
}

function auditIfOperator(
  tx: Database,
  actor: AvailabilityActor,
  action: string,
  driverId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  if (actor.kind !== 'operator') return
  return recordAudit(tx, {
    operator: { id: actor.id },
    action,
    target: { kind: 'driver', id: driverId },
    before,
    after,
  })
}

/** The driver's week and the time off not yet ended at `now`, in the provider's zone. */
export async function driverAvailability(
  db: Database,
  providerId: string,
  driverId: string,
  now = new Date(),
): Promise<DriverAvailability> {
  await driverOf(db, providerId, driverId)
  return availabilityOf(db, providerId, driverId, now)
}

/** Puts `input.shifts` in place of the driver's week (an empty list keeps no hours). */
export async function setWorkingHours(
  db: Database,
  actor: AvailabilityActor,
  providerId: string,
  driverId: string,
  input: WorkingHoursInput,
  now = new Date(),
): Promise<DriverAvailability> {
  await driverOf(db, providerId, driverId)
  return db.transaction(async (tx) => {
    // The driver's lock: two saves of the week, or a save and an assignment, one after the other.
    await lockDriver(tx, driverId)
    const before = await shiftsOf(tx, driverId)
    await replaceShifts(tx, driverId, input.shifts)
    const availability = await availabilityOf(tx, providerId, driverId, now)
    await auditIfOperator(
      tx,
      actor,
      'driver.working_hours',
      driverId,
      { shifts: before },
      { shifts: availability.shifts },
    )
    return availability
  })
}

export async function addTimeOff(
  db: Database,
  actor: AvailabilityActor,
  providerId: string,
  driverId: string,
  input: TimeOffValues,
  now = new Date(),
): Promise<DriverAvailability> {
  await driverOf(db, providerId, driverId)
  return db.transaction(async (tx) => {
    await lockDriver(tx, driverId)
    const row = await insertTimeOff(tx, {
      driverId,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      note: input.note,
    })
    await auditIfOperator(tx, actor, 'driver.time_off_add', driverId, null, timeOffView(row))
    return availabilityOf(tx, providerId, driverId, now)
  })
}

/** Removes one time off of the driver; 404 when the driver has none with this id. */
export async function removeTimeOff(
  db: Database,
  actor: AvailabilityActor,
  providerId: string,
  driverId: string,
  timeOffId: string,
  now = new Date(),
): Promise<DriverAvailability> {
  await driverOf(db, providerId, driverId)
  const timeOffNotFound = () => new DomainError('NOT_FOUND', availabilityMessages.timeOffNotFound)
  if (!isUuid(timeOffId)) throw timeOffNotFound()
  return db.transaction(async (tx) => {
    await lockDriver(tx, driverId)
    const row = await deleteTimeOff(tx, driverId, timeOffId)
    if (!row) throw timeOffNotFound()
    await auditIfOperator(tx, actor, 'driver.time_off_remove', driverId, timeOffView(row), null)
    return availabilityOf(tx, providerId, driverId, now)
  })
}
