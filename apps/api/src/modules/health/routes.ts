import { DomainError, errorEnvelopeSchema, successEnvelope } from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import type { LifecyclePhase } from '../../lib/lifecycle'

// What answers and how fast, nothing about which software or version: a stranger may read this.
const checkSchema = z.object({ ok: z.literal(true), latency_ms: z.number() })
const healthSchema = z.object({
  status: z.literal('ok'),
  database: checkSchema,
  rate_limit_store: checkSchema,
})

export const databaseDownMessage = 'The database is not answering.'
/** Why GET /health/ready answers 503 in each phase but serving (lib/lifecycle.ts). */
export const notReadyMessages: Record<Exclude<LifecyclePhase, 'serving'>, string> = {
  starting: 'The server is starting.',
  migrating: 'The database is being migrated.',
  draining: 'The server is shutting down.',
}
/** How long readiness waits for `select 1`: a balancer's probe times out in a few seconds. */
export const READY_PING_TIMEOUT_MS = 1000
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
 * GET /health: 200 only when the database and the rate-limit store answer, since without the
 * store the limited calls fail closed (docs/decisions/003-partner-accounts.md). A load balancer
 * polls /health/live and /health/ready instead (docs/decisions/055-health-and-shutdown.md).
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

  // The process runs: no I/O, so a slow database never gets a live process restarted.
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the process runs (for a liveness probe)',
        response: { 200: successEnvelope(z.object({ status: z.literal('live') })) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return ok({ status: 'live' as const })
    },
  )

  // Whether to send this process traffic: not while it starts, migrates or drains, nor when its
  // database does not answer. Not the rate-limit store: every process shares it, so its outage
  // would take them all out of the balancer at once.
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this process takes traffic (for a load balancer)',
        response: {
          200: successEnvelope(z.object({ status: z.literal('ready') })),
          503: errorEnvelopeSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const phase = app.lifecycle.phase()
      if (phase !== 'serving') throw new DomainError('SERVICE_UNAVAILABLE', notReadyMessages[phase])
      await timed(() => app.database.ping(READY_PING_TIMEOUT_MS), databaseDownMessage)
      // Draining may have begun while the database answered.
      const now = app.lifecycle.phase()
      if (now !== 'serving') throw new DomainError('SERVICE_UNAVAILABLE', notReadyMessages[now])
      return ok({ status: 'ready' as const })
    },
  )
}
