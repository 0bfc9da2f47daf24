import { DomainError, errorEnvelopeSchema, successEnvelope } from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { appVersion } from '../../app-paths'
import { ok } from '../../http/envelope'

const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    ok: z.literal(true),
    latency_ms: z.number(),
  }),
  version: z.string(),
})

/** Liveness and readiness in one: 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => {
      const started = performance.now()
      try {
        await app.database.ping()
      } catch (cause) {
        throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not answering.', { cause })
      }
      const latency = Math.round((performance.now() - started) * 100) / 100
      return ok({
        status: 'ok' as const,
        database: { driver: app.database.driver, ok: true as const, latency_ms: latency },
        version: appVersion,
      })
    },
  )
}
