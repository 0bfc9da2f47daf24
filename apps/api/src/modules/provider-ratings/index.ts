import type { FastifyPluginAsync } from 'fastify'
import { ratingRoutes } from './routes'

/**
 * Travellers' ratings as they count for providers and drivers
 * (docs/decisions/029-providers-and-drivers.md#statements-and-ratings). Registered under /api/v1.
 */
export const providerRatingsModule: FastifyPluginAsync = async (app) => {
  await app.register(ratingRoutes)
}
