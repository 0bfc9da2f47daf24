import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { bearerToken } from '../http/bearer-token'
import { failure } from '../http/envelope'
import { sendNotFound } from '../plugins/errors'
import { queueNames, readOfferCounts, readQueueStates } from './metrics-repository'

// Prometheus metrics at GET /metrics, for a scraper holding METRICS_TOKEN
// (docs/operations.md#metrics, docs/decisions/053-metrics.md).

/** The methods a route may have; anything else a client sends is counted as `other`. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Seconds: from a cached answer (a few ms) to the slowest calls the request timeout allows. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/** One app's metrics, in a registry of its own so several apps in one process never share one. */
export type AppMetrics = {
  registry: Registry
  /** A request answered: its method, route pattern, status code and time taken. */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void
  /** A gateway answer recorded by payment settlement (modules/checkout/settle-payment.ts). */
  countPaymentOutcome(gateway: string, outcome: string): void
  /** Server-sent event streams opened and ended (http/event-stream.ts). */
  eventStreams: { opened(): void; closed(): void }
  /** Adds the gauges read from the app's database when scraped; once the app is built. */
  readFrom(app: FastifyInstance): void
}

/** Shares one read among the gauges a scrape collects together (they are asked at once). */
function oneReadPerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined
    })
    return inFlight
  }
}

export function createAppMetrics(): AppMetrics {
  const registry = new Registry()
  // Process CPU and memory, heap, handles, GC and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const requests = new Histogram({
    name: 'ridelane_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: latencyBuckets,
    registers,
  })
  const payments = new Counter({
    name: 'ridelane_payment_outcomes_total',
    help: 'Gateway answers recorded by payment settlement, by gateway and the payment status.',
    labelNames: ['gateway', 'outcome'] as const,
    registers,
  })
  const streams = new Gauge({
    name: 'ridelane_event_streams_open',
    help: 'Server-sent event streams open in this process.',
    registers,
  })

  return {
    registry,
    observeRequest(request, reply) {
      const method = knownMethods.has(request.method) ? request.method : 'other'
      // The pattern (/api/v1/bookings/:id), never the URL: codes and ids would make a series each.
      const route = request.routeOptions.url ?? 'unmatched'
      const statusClass = `${Math.floor(reply.statusCode / 100)}xx`
      requests.observe({ method, route, status_class: statusClass }, reply.elapsedTime / 1000)
    },
    countPaymentOutcome(gateway, outcome) {
      payments.inc({ gateway, outcome })
    },
    eventStreams: { opened: () => streams.inc(), closed: () => streams.dec() },
    readFrom(app) {
      addDatabaseGauges(registry, app)
    },
  }
}

/** The gauges read at scrape time: queues, offers and the connection pool. */
function addDatabaseGauges(registry: Registry, app: FastifyInstance) {
  const registers = [registry]
  const queues = oneReadPerScrape(() => readQueueStates(app.db, app.clock.now()))
  const queueGauge = (
    name: string,
    help: string,
    value: 'pending' | 'due' | 'oldestDueAgeSeconds',
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers,
      async collect() {
        const states = await queues()
        for (const queue of queueNames) this.set({ queue }, states[queue][value])
      },
    })
  queueGauge(
    'ridelane_queue_pending',
    'Rows still to be worked in each queue (mail, text, webhook, job), due or not.',
    'pending',
  )
  queueGauge(
    'ridelane_queue_due',
    'Rows of each queue that are due and held by no worker: the backlog.',
    'due',
  )
  queueGauge(
    'ridelane_queue_oldest_due_age_seconds',
    'How long the oldest due row of each queue has waited past its due time (0 when none).',
    'oldestDueAgeSeconds',
  )

  const offers = oneReadPerScrape(() => readOfferCounts(app.db, app.clock.now()))
  new Gauge({
    name: 'ridelane_offers_outstanding',
    help: 'Ride offers sent to providers and still open within their time.',
    registers,
    async collect() {
      this.set((await offers()).outstanding)
    },
  })
  new Gauge({
    name: 'ridelane_offers_lapsed_last_hour',
    help: 'Ride offers whose time ran out unanswered in the last hour.',
    registers,
    async collect() {
      this.set((await offers()).lapsedLastHour)
    },
  })

  // node-postgres's pool; on PGlite (no pool) these keep no samples.
  const poolGauge = (name: string, help: string, value: (use: PoolUse) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const use = app.database.poolUse()
        if (use) this.set(value(use))
      },
    })
  type PoolUse = NonNullable<ReturnType<FastifyInstance['database']['poolUse']>>
  poolGauge(
    'ridelane_db_pool_in_use',
    'Database connections lent out to queries.',
    (use) => use.total - use.idle,
  )
  poolGauge('ridelane_db_pool_idle', 'Database connections open and idle.', (use) => use.idle)
  poolGauge(
    'ridelane_db_pool_waiting',
    'Queries waiting for a database connection.',
    (use) => use.waiting,
  )
  poolGauge('ridelane_db_pool_max', 'The most connections the pool opens.', (use) => use.max)
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the request carries the token, compared in constant time (equal-length digests). */
function holdsToken(request: FastifyRequest, expected: Buffer): boolean {
  const given = bearerToken(request)
  return given !== undefined && timingSafeEqual(digest(given), expected)
}

export type MetricsPluginOptions = { metrics: AppMetrics | undefined; token: string | undefined }

/**
 * Times every request and serves GET /metrics to the holder of the token. Without a token (or
 * metrics), /metrics is an unknown path like any other: never public by default.
 */
export const metricsPlugin = fp<MetricsPluginOptions>(
  async (app, { metrics, token }) => {
    if (!metrics || !token) {
      app.get('/metrics', { schema: { hide: true } }, sendNotFound)
      return
    }
    const expected = digest(token)
    app.decorate('eventStreamTally', metrics.eventStreams)
    app.addHook('onResponse', async (request, reply) => metrics.observeRequest(request, reply))
    app.addHook('onReady', async () => metrics.readFrom(app))
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!holdsToken(request, expected)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer')
          .send(failure('UNAUTHORIZED', 'The metrics token is missing or wrong.'))
      }
      const body = await metrics.registry.metrics()
      return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(body)
    })
  },
  { name: 'metrics', dependencies: ['errors'] },
)
