import { trace } from '@opentelemetry/api'
import fp from 'fastify-plugin'
import { runAsWork, traceLogFields } from '../lib/work-context'
import type { Tracing } from './tracing'

export type RequestWorkOptions = {
  /** Started by server.ts when OTEL_EXPORTER_OTLP_ENDPOINT is set; unset, no spans. */
  tracing: Tracing | undefined
}

type Rebindable = { setBindings(bindings: Record<string, string>): void }

/** pino's loggers can take more bindings; Fastify's logger type does not say so. */
function rebindable(log: object): Rebindable | undefined {
  return typeof (log as Partial<Rebindable>).setBindings === 'function'
    ? (log as Rebindable)
    : undefined
}

/**
 * Makes each request one piece of work (lib/work-context.ts): its id, and the booking it turns out
 * to concern, on every log line written while it runs and on every item it queues. With tracing,
 * @fastify/otel is registered first, so every route after it gets a span. Register this plugin
 * before any other (docs/operations.md#traces).
 */
export const requestWorkPlugin = fp<RequestWorkOptions>(
  async (app, { tracing }) => {
    if (tracing) await app.register(tracing.fastifyPlugin)
    app.addHook('onRequest', (request, _reply, done) => {
      // @fastify/otel's span of this request, when tracing is on and the path is traced.
      const span = trace.getActiveSpan()
      // The line logged once the answer has gone out runs outside this context: bound, it
      // still carries the trace.
      const log = rebindable(request.log)
      if (span) log?.setBindings(traceLogFields(span))
      runAsWork({ requestId: request.id, span, log }, done)
    })
  },
  { name: 'request-work' },
)
