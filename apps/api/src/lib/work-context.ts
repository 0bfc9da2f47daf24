import { AsyncLocalStorage } from 'node:async_hooks'
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  isSpanContextValid,
  propagation,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api'

// What one piece of work is about, so its log lines and spans say so: a request (its id), or a
// queued item run later (the id of the request that queued it), and the booking it concerns
// (docs/operations.md#traces, docs/decisions/056-traces.md). Without tracing the OpenTelemetry
// calls below are the API's no-ops and only the request id and booking code are carried.

/** The span attribute that names the booking a request or a queued item concerns. */
export const BOOKING_CODE_ATTRIBUTE = 'ridelane.booking_code'
/** The span attribute with the id of the request (x-request-id) that did or queued the work. */
export const REQUEST_ID_ATTRIBUTE = 'ridelane.request_id'

/**
 * What a queued item keeps of the work that queued it (the queues' `trace_context` column): the
 * W3C trace context when tracing is on, the request's id and the booking's code.
 */
export type WorkOrigin = {
  traceparent?: string
  tracestate?: string
  requestId?: string
  bookingCode?: string
}

type Work = {
  requestId?: string
  bookingCode?: string
  /** The span of the whole request or item, which the booking code is set on. */
  span?: Span
  /** A logger of this work alone (a request's), to bind the booking code to once known. */
  log?: { setBindings(bindings: Record<string, string>): void }
}

const current = new AsyncLocalStorage<Work>()

/** Runs `fn` (and everything it starts) as one piece of work. */
export function runAsWork<T>(work: Work, fn: () => T): T {
  return current.run(work, fn)
}

/**
 * Runs `fn` as no request's or item's work: a queue's drain that a request started (to deliver
 * its mail at once) serves every item due, and so do the timers it sets.
 */
export function outsideAnyWork<T>(fn: () => T): T {
  return current.exit(() => context.with(ROOT_CONTEXT, fn))
}

/**
 * The booking the current request or item concerns, recorded where a booking is read by its id or
 * code: on its span and its log lines. The first booking wins: work that goes through several
 * (a retention sweep) is named after the first.
 */
export function noteBookingCode(code: string): void {
  const work = current.getStore()
  if (!work || work.bookingCode) return
  work.bookingCode = code
  work.span?.setAttribute(BOOKING_CODE_ATTRIBUTE, code)
  work.log?.setBindings({ bookingCode: code })
  const active = trace.getActiveSpan()
  if (active && active !== work.span) active.setAttribute(BOOKING_CODE_ATTRIBUTE, code)
}

/** What an item queued now keeps of the current work; null outside any (a loop's own pass). */
export function originOfCurrentWork(): WorkOrigin | null {
  const carrier: Record<string, string> = {}
  // Writes traceparent (and tracestate) only when tracing is on and a span is active.
  propagation.inject(context.active(), carrier)
  const work = current.getStore()
  const origin: WorkOrigin = {
    ...(carrier.traceparent ? { traceparent: carrier.traceparent } : {}),
    ...(carrier.tracestate ? { tracestate: carrier.tracestate } : {}),
    ...(work?.requestId ? { requestId: work.requestId } : {}),
    ...(work?.bookingCode ? { bookingCode: work.bookingCode } : {}),
  }
  return Object.keys(origin).length > 0 ? origin : null
}

const tracer = () => trace.getTracer('ridelane')

/** The attributes of a queued item's span: its queue (as the metrics name it), id and attempt. */
export function queuedItemAttributes(
  queue: 'mail' | 'text' | 'webhook' | 'job',
  item: { id: string; attempts: number },
): Attributes {
  return {
    'ridelane.queue': queue,
    'ridelane.queue.item_id': item.id,
    'ridelane.queue.attempt': item.attempts,
  }
}

/**
 * Runs a queued item's work in a span of its own whose parent is the context the item was queued
 * in (the request's trace, even a day later), with that request's id and booking code on every
 * log line. `fn` marks the span failed through `fail` when it handles an error itself.
 */
export function runQueuedWork<T>(
  name: string,
  origin: WorkOrigin | null | undefined,
  attributes: Attributes,
  fn: (fail: (error: unknown) => void) => Promise<T>,
): Promise<T> {
  const parent = origin?.traceparent ? propagation.extract(ROOT_CONTEXT, origin) : ROOT_CONTEXT
  const spanAttributes: Attributes = {
    ...attributes,
    ...(origin?.requestId ? { [REQUEST_ID_ATTRIBUTE]: origin.requestId } : {}),
    ...(origin?.bookingCode ? { [BOOKING_CODE_ATTRIBUTE]: origin.bookingCode } : {}),
  }
  return tracer().startActiveSpan(
    name,
    { kind: SpanKind.CONSUMER, attributes: spanAttributes },
    parent,
    (span) => {
      const work: Work = { requestId: origin?.requestId, bookingCode: origin?.bookingCode, span }
      const fail = (error: unknown) => markFailed(span, error)
      return runAsWork(work, () => fn(fail))
        .catch((error: unknown) => {
          fail(error)
          throw error
        })
        .finally(() => span.end())
    },
  )
}

function markFailed(span: Span, error: unknown) {
  const message = error instanceof Error ? error.message : String(error)
  span.setStatus({ code: SpanStatusCode.ERROR, message })
  if (error instanceof Error) span.recordException(error)
}

/**
 * pino's `mixin`: the request id, booking code and trace ids of the current work on every log
 * line, each unless the logger already carries it (a request's logger has Fastify's reqId).
 */
export function workLogFields(
  _mergeObject: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, string> {
  const work = current.getStore()
  const spanContext = trace.getActiveSpan()?.spanContext()
  const traced = spanContext && isSpanContextValid(spanContext) ? spanContext : undefined
  if (!work && !traced) return {}
  const fields: [string, string | undefined][] = [
    ['reqId', work?.requestId],
    ['bookingCode', work?.bookingCode],
    ['trace_id', traced?.traceId],
    ['span_id', traced?.spanId],
  ]
  const bound = logger.bindings()
  return Object.fromEntries(
    fields.filter(
      (field): field is [string, string] => field[1] !== undefined && !(field[0] in bound),
    ),
  )
}

/** The trace ids of `span`, bound to a request's logger for the lines logged after its context. */
export function traceLogFields(span: Span | undefined): Record<string, string> {
  const spanContext = span?.spanContext()
  if (!spanContext || !isSpanContextValid(spanContext)) return {}
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId }
}
