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
  // Answers carry contact details of people outside the company: keep them out of caches.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })
  await app.register(providerRoutes)
  await app.register(memberRoutes)
}
