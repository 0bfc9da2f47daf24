import {
  DomainError,
  opsBookingMessages,
  vehicleConflict,
  vehicleConflictMessage,
  vehicleLabel,
  type VehicleChoice,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { busyRidesOfVehicles } from './driver-time-repository'
import { activeVehiclesOf, type VehicleRow } from './ops-booking-repository'
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

// Whether vehicles are free for a ride (docs/decisions/034-driver-availability.md#vehicles): a
// vehicle keeps no hours, so only its other rides still to be driven keep it busy, each for the
// span it keeps its driver.

export type VehicleToCheck = { id: string; makeModel: string; plate: string }

/**
 * For each vehicle, why it cannot take this ride (naming the ride it is already on), or null
 * when it can. Reads the other rides of all the vehicles at once, for the pickers.
 */
export async function vehiclesBusyReasons(
  db: Database,
  booking: BookingRow,
  vehicles: readonly VehicleToCheck[],
): Promise<Map<string, string | null>> {
  const spansOf = rideSpansReader(db)
  const own = await spansOf(booking)
  const ids = vehicles.map((vehicle) => vehicle.id)
  const rides = await busyRidesOfVehicles(db, ids, spansBetween(own), booking.id)
  const ridesByVehicle = await busyRidesBy(rides, (ride) => ride.assignedVehicleId, spansOf)
  const reasons = new Map<string, string | null>()
  for (const vehicle of vehicles) {
    const conflict = vehicleConflict(own, ridesByVehicle.get(vehicle.id) ?? [])
    reasons.set(
      vehicle.id,
      conflict ? vehicleConflictMessage(conflict, vehicleLabel(vehicle), booking.timezone) : null,
    )
  }
  return reasons
}

/** Why the vehicle cannot take the ride, or null; call it holding the vehicle's row lock. */
export async function vehicleBusyReason(
  db: Database,
  booking: BookingRow,
  vehicle: VehicleToCheck,
): Promise<string | null> {
  return (await vehiclesBusyReasons(db, booking, [vehicle])).get(vehicle.id) ?? null
}

/**
 * Refuses a vehicle already on another ride at this ride's time (409, the reason on
 * `vehicle_id`), unless an admin's override reason lets it through; then it answers the reason.
 * Call it holding the vehicle's row lock (registry's `lockVehicle`).
 */
export async function checkVehicleFree(
  db: Database,
  booking: BookingRow,
  vehicle: VehicleToCheck,
  override: Override = noOverride,
): Promise<string | null> {
  const busy = await vehicleBusyReason(db, booking, vehicle)
  if (busy === null) return null
  return refuseBusy([{ path: 'vehicle_id', message: busy }], override)[0]!.message
}

/** The pickers' vehicles: each with whether this ride fits its other rides. */
export async function vehicleChoices(
  db: Database,
  booking: BookingRow,
  vehicles: readonly VehicleRow[],
): Promise<VehicleChoice[]> {
  const busy = await vehiclesBusyReasons(db, booking, vehicles)
  return vehicles.map((vehicle) => {
    const reason = busy.get(vehicle.id) ?? null
    return {
      id: vehicle.id,
      vehicle_class_id: vehicle.vehicleClassId,
      make_model: vehicle.makeModel,
      colour: vehicle.colour,
      plate: vehicle.plate,
      seats: vehicle.seats,
      free: reason === null,
      busy_reason: reason,
    }
  })
}

/**
 * GET /ops/bookings/:id/vehicles?provider_id=…: the provider's active vehicles, each with whether
 * it is free for this ride. An unknown booking is 404; an unknown provider lists none.
 */
export async function opsVehicleChoices(
  db: Database,
  bookingId: string,
  providerId: string,
): Promise<VehicleChoice[]> {
  assertBookingId(bookingId)
  const booking = await findBookingById(db, bookingId)
  if (!booking) throw new DomainError('NOT_FOUND', opsBookingMessages.bookingNotFound)
  return vehicleChoices(db, booking, await activeVehiclesOf(db, providerId))
}
