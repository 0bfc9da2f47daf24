import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { availabilityRoutes } from './availability-routes'
import { memberRoutes } from './member-routes'
import { providerRoutes } from './provider-routes'

// A provider's own driver or vehicle by id, for the provider portal's assignment.
export { findDriver, findVehicle } from './repository'
// For every assignment of a driver (bookings, offers): the driver's week, time off and row lock.
export { lockDriver, shiftsOfDrivers, timeOffOfDrivers } from './availability-repository'
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
