import {
  DomainError,
  driverConflict,
  driverConflictMessage,
  opsBookingMessages,
  type DriverChoice,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { shiftsOfDrivers, timeOffOfDrivers } from '../registry'
import { busyRidesOfDrivers } from './driver-time-repository'
import { activeDriversOf } from './ops-booking-repository'
import { assertBookingId } from './ops-booking-detail'
import { findBookingById, type BookingRow } from './repository'
import {
  busyRidesBy,
  noOverride,
  refuseBusy,
  rideSpansReader,
  spansBetween,
  type Override,
} from './ride-spans'

// Whether drivers are free for a ride (docs/decisions/034-driver-availability.md): their other
// rides still to be driven, their time off and their working hours, by the domain's rule.

export type DriverToCheck = { id: string; name: string }

/**
 * For each driver, why they cannot take this ride (naming the ride or time off in the way), or
 * null when they can. Reads everything for all the drivers at once, for the pickers.
 */
export async function driversBusyReasons(
  db: Database,
  booking: BookingRow,
  drivers: readonly DriverToCheck[],
): Promise<Map<string, string | null>> {
  const spansOf = rideSpansReader(db)
  const own = await spansOf(booking)
  const between = spansBetween(own)
  const ids = drivers.map((driver) => driver.id)
  const [shifts, timeOff, rides] = await Promise.all([
    shiftsOfDrivers(db, ids),
    timeOffOfDrivers(db, ids, between.from),
    busyRidesOfDrivers(db, ids, between, booking.id),
  ])
  const ridesByDriver = await busyRidesBy(rides, (ride) => ride.driverId, spansOf)
  const reasons = new Map<string, string | null>()
  for (const driver of drivers) {
    const conflict = driverConflict(
      own,
      {
        shifts: shifts.get(driver.id) ?? [],
        timeOff: (timeOff.get(driver.id) ?? []).map((row) => ({
          start: row.startsAt,
          end: row.endsAt,
        })),
        rides: ridesByDriver.get(driver.id) ?? [],
      },
      booking.timezone,
    )
    reasons.set(
      driver.id,
      conflict ? driverConflictMessage(conflict, driver.name, booking.timezone) : null,
    )
  }
  return reasons
}

/** Why the driver cannot take the ride, or null; call it holding the driver's row lock. */
export async function driverBusyReason(
  db: Database,
  booking: BookingRow,
  driver: DriverToCheck,
): Promise<string | null> {
  return (await driversBusyReasons(db, booking, [driver])).get(driver.id) ?? null
}

/**
 * Refuses a driver who is not free for the ride (409, the reason on `driver_id`), unless an
 * admin's override reason lets them through; then it answers the reason, for the audit. Call it
 * holding the driver's row lock (registry's `lockDriver`), so that two rides given to one
 * driver at once are checked one after the other.
 */
export async function checkDriverFree(
  db: Database,
  booking: BookingRow,
  driver: DriverToCheck,
  override: Override = noOverride,
): Promise<string | null> {
  const busy = await driverBusyReason(db, booking, driver)
  if (busy === null) return null
  return refuseBusy([{ path: 'driver_id', message: busy }], override)[0]!.message
}

/**
 * GET /ops/bookings/:id/drivers?provider_id=…: the provider's active drivers, each with whether
 * this ride fits their time. An unknown booking is 404; an unknown provider lists no one.
 */
export async function opsDriverChoices(
  db: Database,
  bookingId: string,
  providerId: string,
): Promise<DriverChoice[]> {
  assertBookingId(bookingId)
  const booking = await findBookingById(db, bookingId)
  if (!booking) throw new DomainError('NOT_FOUND', opsBookingMessages.bookingNotFound)
  const drivers = await activeDriversOf(db, providerId)
  const busy = await driversBusyReasons(db, booking, drivers)
  return drivers.map((driver) => {
    const reason = busy.get(driver.id) ?? null
    return { id: driver.id, name: driver.name, free: reason === null, busy_reason: reason }
  })
}
