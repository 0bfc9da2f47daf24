import { opsOverviewSchema, successEnvelope } from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { buildOverview } from './build-overview'

/** The /ops start page's figures for any operator; registered under /api/v1. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/overview',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags: ['overview'],
        security: [{ operatorToken: [] }],
        summary: "Today's and tomorrow's rides, unassigned rides due soon, and 30 days of bookings",
        description:
          'Today and tomorrow follow each pickup’s own time zone; the 30 days are UTC days of ' +
          'booking. See docs/decisions/016-ops-overview.md.',
        response: { 200: successEnvelope(opsOverviewSchema) },
      },
    },
    async () => {
      return ok(await buildOverview(app.db))
    },
  )
}
