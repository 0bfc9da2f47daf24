import {
  bookingStatusSchema,
  canProviderAssignDriver,
  DomainError,
  rideOfferMessages as m,
  vehicleFitProblem,
  type DriverChoice,
  type ProviderAssignmentInput,
  type VehicleChoice,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import {
  applyTransition,
  bookedVehicle,
  checkAssignmentFree,
  driversBusyReasons,
  findBookingById,
  lockBooking,
  vehicleChoices,
} from '../bookings'
import type { SignedInProviderUser } from '../../plugins/provider-auth'
import { jobNotFound } from './answer-offer'
import { findDriver, findVehicle } from '../registry'
import { listDriversOf, listVehiclesOf, notifyProviders } from './repository'

const field = (path: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, { details: [{ path, message }] })

/**
 * The provider gives its ride one of its own active drivers and vehicles (a vehicle of the
 * booked class with a seat for every passenger, as an operator's assignment must be), each free
 * for the ride (docs/decisions/034-driver-availability.md), and may change them until the
 * driver sets off. It is the lifecycle's assigned → assigned move, so the timeline records who
 * drives, and the driver job links follow (driver-jobs' booking hooks).
 */
export function assignProviderDriver(
  db: Database,
  user: SignedInProviderUser,
  bookingId: string,
  input: ProviderAssignmentInput,
  appBaseUrl: string,
  now = new Date(),
): Promise<void> {
  const providerId = user.providerId
  if (!isUuid(bookingId)) return Promise.reject(jobNotFound())
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    if (!booking || booking.providerId !== providerId) throw jobNotFound()
    if (!canProviderAssignDriver(bookingStatusSchema.parse(booking.bookingStatus))) {
      throw new DomainError('INVALID_TRANSITION', m.assignmentClosed)
    }
    const driver = await findDriver(tx, providerId, input.driver_id)
    if (!driver?.active) throw field('driver_id', m.driverUnknown)
    const vehicle = await findVehicle(tx, providerId, input.vehicle_id)
    if (!vehicle?.active) throw field('vehicle_id', m.vehicleUnknown)
    const booked = await bookedVehicle(tx, booking)
    const problem = vehicleFitProblem(
      {
        vehicleClassId: booked.vehicleClassId ?? vehicle.vehicleClassId,
        passengers: booking.passengers,
      },
      { vehicleClassId: vehicle.vehicleClassId, seats: vehicle.seats },
    )
    if (problem) throw field('vehicle_id', problem)
    if (driver.id === booking.driverId && vehicle.id === booking.assignedVehicleId) return
    await checkAssignmentFree(tx, booking, { driver, vehicle })

    await applyTransition(
      tx,
      booking,
      {
        to: 'assigned',
        actor: { kind: 'provider', id: providerId },
        input: { providerId, driverId: driver.id },
        details: { vehicle_id: vehicle.id },
        now,
        appBaseUrl,
      },
      { driverId: driver.id, assignedVehicleId: vehicle.id },
    )
    await notifyProviders(tx, [providerId], booking.id, 'changed')
  })
}

/** The provider's own job, for its pickers; another provider's is a 404. */
async function ownJob(db: Database, providerId: string, bookingId: string) {
  if (!isUuid(bookingId)) throw jobNotFound()
  const booking = await findBookingById(db, bookingId)
  if (!booking || booking.providerId !== providerId) throw jobNotFound()
  return booking
}

/**
 * GET /provider/jobs/:bookingId/drivers: the provider's active drivers, each with whether this
 * ride fits their time (docs/decisions/034-driver-availability.md). Only the provider's own job.
 */
export async function providerDriverChoices(
  db: Database,
  providerId: string,
  bookingId: string,
): Promise<DriverChoice[]> {
  const booking = await ownJob(db, providerId, bookingId)
  const drivers = (await listDriversOf(db, providerId)).filter((driver) => driver.active)
  const busy = await driversBusyReasons(db, booking, drivers)
  return drivers.map((driver) => {
    const reason = busy.get(driver.id) ?? null
    return { id: driver.id, name: driver.name, free: reason === null, busy_reason: reason }
  })
}

/**
 * GET /provider/jobs/:bookingId/vehicles: the provider's active vehicles, each with whether it
 * is free for this ride, not on another ride at its time. Only the provider's own job.
 */
export async function providerVehicleChoices(
  db: Database,
  providerId: string,
  bookingId: string,
): Promise<VehicleChoice[]> {
  const booking = await ownJob(db, providerId, bookingId)
  const vehicles = (await listVehiclesOf(db, providerId)).filter((vehicle) => vehicle.active)
  return vehicleChoices(db, booking, vehicles)
}
