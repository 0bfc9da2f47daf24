import {
  availabilityMessages,
  DomainError,
  driverConflict,
  driverConflictMessage,
  rideOccupancy,
  opsBookingMessages,
  type DriverChoice,
  DEFAULT_DISPATCH_MARGINS,
  type DispatchMargins,
  type RideTimeFacts,
  type RoadFacts,
  type Span,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { dispatchRulesOf } from '../catalogue'
import { shiftsOfDrivers, timeOffOfDrivers } from '../registry'
import { areaRoadFacts, busyRidesOfDrivers } from './driver-time-repository'
import { activeDriversOf } from './ops-booking-repository'
import { assertBookingId } from './ops-booking-detail'
import { findBookingById, type BookingRow } from './repository'

// Whether drivers are free for a ride (docs/decisions/034-driver-availability.md): their other
// rides still to be driven, their time off and their working hours, by the domain's rule.

export type DriverToCheck = { id: string; name: string }

async function areaFacts(db: Database, areaId: string | null) {
  const [road, rules] = await Promise.all([areaRoadFacts(db, areaId), dispatchRulesOf(db, areaId)])
  const margins: DispatchMargins = rules
    ? { leadMarginMinutes: rules.lead_margin_minutes, bufferMinutes: rules.buffer_minutes }
    : DEFAULT_DISPATCH_MARGINS
  return { road, margins }
}

const rideFacts = (booking: BookingRow): RideTimeFacts => ({
  rideType: booking.rideType,
  pickupAt: booking.pickupTime,
  returnAt: booking.isRoundTrip ? booking.roundTripTime : null,
  durationHours: booking.durationHours,
  days: booking.days,
  pickup: { lat: booking.pickupLat, lng: booking.pickupLng },
  dropoff:
    booking.dropoffLat !== null && booking.dropoffLng !== null
      ? { lat: booking.dropoffLat, lng: booking.dropoffLng }
      : null,
})

/**
 * For each driver, why they cannot take this ride (naming the ride or time off in the way), or
 * null when they can. Reads everything for all the drivers at once, for the pickers.
 */
export async function driversBusyReasons(
  db: Database,
  booking: BookingRow,
  drivers: readonly DriverToCheck[],
): Promise<Map<string, string | null>> {
  // Each area's road figures and margins (its dispatch rules, else the defaults), read once.
  const areas = new Map<string | null, Promise<{ road: RoadFacts; margins: DispatchMargins }>>()
  const areaOf = (areaId: string | null) => {
    let area = areas.get(areaId)
    if (!area) areas.set(areaId, (area = areaFacts(db, areaId)))
    return area
  }
  const spansOf = async (ride: BookingRow) => {
    const { road, margins } = await areaOf(ride.areaId)
    return rideOccupancy(rideFacts(ride), road, margins)
  }

  const own = await spansOf(booking)
  const between = {
    from: new Date(Math.min(...own.map((span) => span.start.getTime()))),
    to: new Date(Math.max(...own.map((span) => span.end.getTime()))),
  }
  const ids = drivers.map((driver) => driver.id)
  const [shifts, timeOff, rides] = await Promise.all([
    shiftsOfDrivers(db, ids),
    timeOffOfDrivers(db, ids, between.from),
    busyRidesOfDrivers(db, ids, between, booking.id),
  ])
  const ridesByDriver = new Map<string, { bookingCode: string; spans: Span[] }[]>()
  for (const ride of rides) {
    const list = ridesByDriver.get(ride.driverId!) ?? []
    list.push({ bookingCode: ride.bookingCode, spans: await spansOf(ride) })
    ridesByDriver.set(ride.driverId!, list)
  }
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
  override: { reason: string | undefined; allowed: boolean } = {
    reason: undefined,
    allowed: false,
  },
): Promise<string | null> {
  const busy = (await driversBusyReasons(db, booking, [driver])).get(driver.id) ?? null
  if (busy === null) return null
  if (override.reason !== undefined && override.reason.trim() !== '') {
    if (!override.allowed)
      throw new DomainError('FORBIDDEN', availabilityMessages.overrideAdminOnly)
    return busy
  }
  throw new DomainError('CONFLICT', busy, { details: [{ path: 'driver_id', message: busy }] })
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
