import { jsonb } from 'drizzle-orm/pg-core'

/**
 * What a queued item keeps of the work that queued it, as lib/work-context.ts writes it: the W3C
 * trace context (with tracing on), the request's id and the booking's code
 * (docs/operations.md#traces).
 */
export type QueuedWorkOrigin = {
  traceparent?: string
  tracestate?: string
  requestId?: string
  bookingCode?: string
}

/**
 * The queues' `trace_context` column. Nullable, so a process of the release before, which knows
 * nothing of it, keeps queueing and working items beside processes that write and read it.
 */
export const traceContextColumn = () => jsonb('trace_context').$type<QueuedWorkOrigin>()
