import type { Database } from '../../db/client'
import { lockDriver, lockVehicle } from '../registry'
import { driverBusyReason, type DriverToCheck } from './driver-availability'
import type { BookingRow } from './repository'
import { noOverride, refuseBusy, type Busy, type Override } from './ride-spans'
import { vehicleBusyReason, type VehicleToCheck } from './vehicle-availability'

/**
 * The check of an assignment that gives a ride a new driver, a new vehicle or both
 * (docs/decisions/034-driver-availability.md): takes the driver's row lock, then the vehicle's
 * (always in that order, so two assignments cannot wait on each other), then refuses with 409
 * whatever is not free, each sentence on its own field, unless an admin's override reason lets
 * it through. Answers what was overridden, for the audit. A driver or vehicle the ride already
 * has is not checked again.
 */
export async function checkAssignmentFree(
  tx: Database,
  booking: BookingRow,
  chosen: { driver?: DriverToCheck | undefined; vehicle?: VehicleToCheck | undefined },
  override: Override = noOverride,
): Promise<Busy[]> {
  const driver = chosen.driver && chosen.driver.id !== booking.driverId ? chosen.driver : null
  const vehicle =
    chosen.vehicle && chosen.vehicle.id !== booking.assignedVehicleId ? chosen.vehicle : null
  if (driver) await lockDriver(tx, driver.id)
  if (vehicle) await lockVehicle(tx, vehicle.id)
  const busy: Busy[] = []
  const driverBusy = driver ? await driverBusyReason(tx, booking, driver) : null
  if (driverBusy) busy.push({ path: 'driver_id', message: driverBusy })
  const vehicleBusy = vehicle ? await vehicleBusyReason(tx, booking, vehicle) : null
  if (vehicleBusy) busy.push({ path: 'vehicle_id', message: vehicleBusy })
  return refuseBusy(busy, override)
}
