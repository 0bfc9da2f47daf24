import { DomainError, driversByDistance, vehicleFitProblem } from '@ridelane/domain'
import type { Database } from '../../db/client'
import {
  applyTransition,
  bookedVehicle,
  checkDriverFree,
  checkVehicleFree,
  driversBusyReasons,
  vehiclesBusyReasons,
  type BookingRow,
} from '../bookings'
import { lockDriver, lockVehicle } from '../registry'
import { areaOptionsOf, driverPlaces } from './dispatch-repository'
import { listDriversOf, listVehiclesOf, notifyProviders } from './repository'

/**
 * The provider's active vehicles that fit the ride (its booked class, a seat for everyone),
 * smallest first, so a larger car stays free for a larger party.
 */
export async function fittingVehicles(tx: Database, booking: BookingRow, providerId: string) {
  const booked = await bookedVehicle(tx, booking)
  const vehicles = (await listVehiclesOf(tx, providerId)).filter(
    (vehicle) =>
      vehicle.active &&
      vehicleFitProblem(
        {
          vehicleClassId: booked.vehicleClassId ?? vehicle.vehicleClassId,
          passengers: booking.passengers,
        },
        { vehicleClassId: vehicle.vehicleClassId, seats: vehicle.seats },
      ) === null,
  )
  return vehicles.sort((a, b) => a.seats - b.seats || (a.id < b.id ? -1 : 1))
}

/**
 * Whether the provider could staff the ride now: a fitting vehicle and an active driver, neither
 * on another ride at the time (nor the driver off or off shift). Read without locks: an
 * assignment checks again under them.
 */
export async function canStaff(tx: Database, booking: BookingRow, providerId: string) {
  const fitting = await fittingVehicles(tx, booking, providerId)
  if (fitting.length === 0) return false
  const vehiclesBusy = await vehiclesBusyReasons(tx, booking, fitting)
  if (!fitting.some((vehicle) => vehiclesBusy.get(vehicle.id) === null)) return false
  const drivers = (await listDriversOf(tx, providerId)).filter((driver) => driver.active)
  const driversBusy = await driversBusyReasons(tx, booking, drivers)
  return drivers.some((driver) => driversBusy.get(driver.id) === null)
}

/** Whether a check refused with 409: someone else holds the driver or vehicle at that time. */
async function isFree(check: Promise<unknown>): Promise<boolean> {
  try {
    await check
    return true
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONFLICT') return false
    throw error
  }
}

/**
 * Auto-assign (docs/decisions/035-automatic-dispatch.md#provider-options): when the provider
 * asked for it in the ride's area, its nearest free driver (by last position, else home base)
 * and its smallest fitting vehicle not on another ride at the time are given the ride, the
 * assigned → assigned move that a provider's own assignment makes, so the driver's link and
 * text follow from the booking hooks. Answers the booking after it, or undefined when nothing
 * was assigned (no option, no driver free, no fitting vehicle free): the provider then assigns
 * in its portal as before.
 */
export async function autoAssignDriver(
  tx: Database,
  booking: BookingRow,
  providerId: string,
  appBaseUrl: string,
  now: Date,
): Promise<BookingRow | undefined> {
  if (!booking.areaId || booking.driverId) return undefined
  const options = (await areaOptionsOf(tx, [providerId], booking.areaId)).get(providerId)
  if (!options?.autoAssign) return undefined
  const fitting = await fittingVehicles(tx, booking, providerId)
  const vehiclesBusy = await vehiclesBusyReasons(tx, booking, fitting)
  const vehicles = fitting.filter((vehicle) => vehiclesBusy.get(vehicle.id) === null)
  if (vehicles.length === 0) return undefined
  const drivers = (await listDriversOf(tx, providerId)).filter((driver) => driver.active)
  const busy = await driversBusyReasons(tx, booking, drivers)
  const free = drivers.filter((driver) => busy.get(driver.id) === null)
  const places = await driverPlaces(tx, free, now)
  const ordered = driversByDistance(
    free.map((driver) => ({ ...driver, place: places.get(driver.id) ?? null })),
    { lat: booking.pickupLat, lng: booking.pickupLng },
  )
  for (const driver of ordered) {
    await lockDriver(tx, driver.id)
    // Checked again under the driver's lock: another ride may have taken them meanwhile.
    if (!(await isFree(checkDriverFree(tx, booking, driver)))) continue
    // The vehicle's lock is taken after the driver's, as every assignment takes them.
    const vehicle = await firstFreeVehicle(tx, booking, vehicles)
    if (!vehicle) return undefined
    const after = await applyTransition(
      tx,
      booking,
      {
        to: 'assigned',
        actor: { kind: 'provider', id: providerId },
        input: { providerId, driverId: driver.id },
        details: { vehicle_id: vehicle.id, automatic: 'true' },
        now,
        appBaseUrl,
      },
      { driverId: driver.id, assignedVehicleId: vehicle.id },
    )
    await notifyProviders(tx, [providerId], booking.id, 'changed')
    return after
  }
  return undefined
}

/** The first of the vehicles still free under its row lock, smallest first. */
async function firstFreeVehicle(
  tx: Database,
  booking: BookingRow,
  vehicles: Awaited<ReturnType<typeof fittingVehicles>>,
) {
  for (const vehicle of vehicles) {
    await lockVehicle(tx, vehicle.id)
    if (await isFree(checkVehicleFree(tx, booking, vehicle))) return vehicle
  }
  return undefined
}
