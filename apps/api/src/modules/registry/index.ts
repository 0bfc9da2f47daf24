import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { memberRoutes } from './member-routes'
import { providerRoutes } from './provider-routes'

// A provider's own driver or vehicle by id, for the provider portal's assignment.
export { findDriver, findVehicle } from './repository'

/**
 * The operator console's registry of transport providers, their drivers and vehicles
 * (docs/decisions/013-provider-registry.md).
 */
export const registryModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(providerRoutes)
  await app.register(memberRoutes)
}
