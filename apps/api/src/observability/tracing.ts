import { FastifyOtelInstrumentation } from '@fastify/otel'
import { context, propagation, trace } from '@opentelemetry/api'
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http'
import type { InstrumentationModuleDefinition } from '@opentelemetry/instrumentation'
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis'
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg'
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici'
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources'
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node'
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions'
import type { FastifyPluginCallback } from 'fastify'
import type { TracingConfig } from '../config'
import { REQUEST_ID_ATTRIBUTE } from '../lib/work-context'

// Traces over OTLP/HTTP, started only when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (docs/operations.md#traces, docs/decisions/056-traces.md). The API ships as one esbuild
// bundle, and it loads pg, ioredis and Fastify before any code of ours runs, so nothing here
// relies on the instrumentations' import hooks: Fastify is traced by @fastify/otel registered
// as the app's first plugin, pg and ioredis by handing their loaded modules to the
// instrumentations' own patch functions, and fetch (undici) through its diagnostics channels.

/** The modules whose prototypes the pg and ioredis instrumentations wrap. */
export type TracedDrivers = {
  /** node-postgres's default export (db/client.ts's postgresDriver). */
  pg?: unknown
  /** ioredis, as `import('ioredis')` gives it; only when REDIS_URL is set. */
  ioredis?: unknown
}

export type Tracing = {
  /** @fastify/otel's plugin: the request's span, its handler's, and the trace context taken in. */
  fastifyPlugin: FastifyPluginCallback
  /** Sends the spans still held; tests call it before they read their exporter. */
  flush(): Promise<void>
  /** Flushes, takes every patch back and unregisters the global provider. */
  shutdown(): Promise<void>
}

/** The OTLP endpoint from the config, or an exporter of the caller's (tests keep spans in memory). */
export type StartTracingOptions = { serviceName: string; drivers?: TracedDrivers } & (
  Pick<TracingConfig, 'endpoint'> | { exporter: SpanExporter }
)

/** Where OTLP/HTTP takes traces under a base endpoint, as the OpenTelemetry spec composes it. */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`
}

// Every load balancer's poll and every scrape would otherwise be a trace of its own.
const untracedPaths = ['/api/v1/health', '/metrics']
const untraced = ({ url }: { url: string }) =>
  untracedPaths.some(
    (path) => url === path || url.startsWith(`${path}/`) || url.startsWith(`${path}?`),
  )

/**
 * Registers a tracer provider for the process (the API's global one, with the W3C trace-context
 * propagator and an AsyncLocalStorage context manager) and the instrumentations. Call it once,
 * before the app is built; the app then registers `fastifyPlugin` first.
 */
export function startTracing(options: StartTracingOptions): Tracing {
  const exporter =
    'exporter' in options
      ? options.exporter
      : new OTLPTraceExporter({ url: tracesUrl(options.endpoint) })
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(
      resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName }),
    ),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  })
  provider.register()

  const fastify = new FastifyOtelInstrumentation({
    // The request's span and its handler's; a span per hook of every plugin would bury them.
    instrumentHooks: false,
    ignorePaths: untraced,
    requestHook: (span, request) => {
      span.updateName(`${request.method} ${request.routeOptions.url ?? 'unmatched'}`)
      span.setAttribute(REQUEST_ID_ATTRIBUTE, request.id)
    },
  })
  fastify.setTracerProvider(provider)

  // Queries and commands outside a request or a queued item (the loops' polls) make no trace.
  const undici = new UndiciInstrumentation({ requireParentforSpans: true })
  undici.setTracerProvider(provider)
  const patches = [
    patchLoaded(
      new PgInstrumentation({ enabled: false, requireParentSpan: true }),
      'pg',
      options.drivers?.pg,
    ),
    patchLoaded(
      new IORedisInstrumentation({ enabled: false, requireParentSpan: true }),
      'ioredis',
      options.drivers?.ioredis,
    ),
  ]
  for (const patch of patches) patch?.instrumentation.setTracerProvider(provider)

  let stopped: Promise<void> | undefined
  return {
    fastifyPlugin: fastify.plugin(),
    flush: () => provider.forceFlush(),
    shutdown: () =>
      (stopped ??= (async () => {
        for (const patch of patches) patch?.undo()
        undici.disable()
        fastify.disable()
        await provider.shutdown()
        trace.disable()
        context.disable()
        propagation.disable()
      })()),
  }
}

/**
 * Applies an instrumentation's patch to a module already loaded, through the definition its
 * hooks would have used (`getModuleDefinitions`, meant for bundled code). Built disabled, the
 * instrumentation installs no import hooks of its own.
 */
function patchLoaded<T extends PgInstrumentation | IORedisInstrumentation>(
  instrumentation: T,
  name: string,
  loaded: unknown,
) {
  if (loaded === undefined) return undefined
  const definition: InstrumentationModuleDefinition | undefined = instrumentation
    .getModuleDefinitions()
    .find((candidate) => candidate.name === name)
  if (!definition?.patch) throw new Error(`The ${name} instrumentation has no patch for ${name}`)
  definition.patch(loaded)
  return { instrumentation, undo: () => definition.unpatch?.(loaded) }
}
