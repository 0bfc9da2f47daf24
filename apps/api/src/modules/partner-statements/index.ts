import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { partnerStatementRoutes, type PartnerStatementRoutesOptions } from './routes'

/**
 * Partners' monthly statements (JSON, CSV, PDF) and invoices per booking
 * (docs/decisions/030-partner-business-tools.md). Registered under /api/v1.
 */
export const partnerStatementsModule: FastifyPluginAsyncZod<PartnerStatementRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(partnerStatementRoutes, options)
}
