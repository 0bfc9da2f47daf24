import type { FastifyPluginAsync } from 'fastify'
import { statementRoutes } from './routes'

/**
 * Providers' monthly statements: paid jobs, commission and payout, as JSON and CSV
 * (docs/decisions/029-providers-and-drivers.md#statements-and-ratings). Registered under /api/v1.
 */
export const providerStatementsModule: FastifyPluginAsync = async (app) => {
  await app.register(statementRoutes)
}
