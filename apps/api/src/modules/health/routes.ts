import { DomainError, errorEnvelopeSchema, successEnvelope } from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'

// What answers and how fast, nothing about which software or version: a stranger may read this.
const checkSchema = z.object({ ok: z.literal(true), latency_ms: z.number() })
const healthSchema = z.object({
  status: z.literal('ok'),
  database: checkSchema,
  rate_limit_store: checkSchema,
})

export const databaseDownMessage = 'The database is not answering.'
export const rateLimitStoreDownMessage = 'The rate-limit store is not answering.'

async function timed(check: () => Promise<void>, failure: string) {
  const started = performance.now()
  try {
    await check()
  } catch (cause) {
    throw new DomainError('SERVICE_UNAVAILABLE', failure, { cause })
  }
  return { ok: true as const, latency_ms: Math.round((performance.now() - started) * 100) / 100 }
}

/**
 * Liveness and readiness in one: 200 only when the database and the rate-limit store answer, since
 * without the store the limited calls fail closed (docs/decisions/003-partner-accounts.md).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API, its database and its rate-limit store answer',
        response: { 200: successEnvelope(healthSchema), 503: errorEnvelopeSchema },
      },
    },
    async () => {
      const [database, store] = await Promise.allSettled([
        timed(() => app.database.ping(), databaseDownMessage),
        timed(() => app.rateLimitStore.ping(), rateLimitStoreDownMessage),
      ])
      if (database.status === 'rejected') throw database.reason
      if (store.status === 'rejected') throw store.reason
      return ok({ status: 'ok' as const, database: database.value, rate_limit_store: store.value })
    },
  )
}
