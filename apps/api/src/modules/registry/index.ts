import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { availabilityRoutes } from './availability-routes'
import { memberRoutes } from './member-routes'
import { providerRoutes } from './provider-routes'

// A provider's own driver or vehicle by id, for the provider portal's assignment.
export { findDriver, findVehicle } from './repository'
// A driver's home base, which the provider portal shows and sets too.
export { homeBaseView } from './registry-views'
export { setDriverHomeBase } from './driver-home-base'
// For every assignment (bookings, offers): the driver's week and time off, and the row locks of
// the driver and the vehicle.
export {
  lockDriver,
  lockVehicle,
  shiftsOfDrivers,
  timeOffOfDrivers,
} from './availability-repository'
// Drivers' working hours and time off, which the provider portal keeps too
// (docs/decisions/034-driver-availability.md).
export {
  addTimeOff,
  driverAvailability,
  removeTimeOff,
  setWorkingHours,
  type AvailabilityActor,
  type TimeOffValues,
} from './driver-availability'

/**
 * The operator console's registry of transport providers, their drivers and vehicles
 * (docs/decisions/013-provider-registry.md).
 */
export const registryModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(providerRoutes)
  await app.register(memberRoutes)
  await app.register(availabilityRoutes)
}
