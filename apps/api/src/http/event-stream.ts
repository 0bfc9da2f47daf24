import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyReply } from 'fastify'

/** Told of each stream as it opens and ends: the open-streams gauge (observability/metrics.ts). */
export type EventStreamTally = { opened(): void; closed(): void }

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the metrics plugin when metrics are on; shared by every route of the app. */
    eventStreamTally?: EventStreamTally
  }
}

/** A comment line often enough that proxies and browsers keep an idle stream open. */
const HEARTBEAT_MS = 15_000

/**
 * The `retry:` a stream ends with when the app closes (SIGTERM): the browser's EventSource
 * reconnects this soon, and the balancer sends it to a process that is still ready
 * (docs/operations.md#health-and-shutdown).
 */
export const RECONNECT_AFTER_CLOSE_MS = 1000

/** Writes `event: <event>` with `data` as JSON, unless the stream has ended. */
export type SendEvent = (event: string, data: unknown) => void

export type EventStreamOptions = {
  /** Starts listening for what this stream tells; resolves with the stop. */
  subscribe: (send: SendEvent) => Promise<() => void>
  /**
   * Asked at each heartbeat whether the caller may still listen: a revoked right, or a check that
   * fails, ends the stream within one interval.
   */
  stillAllowed: () => Promise<boolean>
  /** Sent just before a stream whose right lapsed ends, so the page can say so at once. */
  lastEvent?: { event: string; data: unknown }
}

/**
 * Answers with server-sent events until the client goes away, the caller's right lapses or the
 * app closes: `open` holds the end of each live stream, for the feature's preClose hook, which
 * first tells the client to reconnect soon (`retry:`), to another process. An error
 * from `subscribe` is thrown before anything is written, so the error handler answers it.
 */
export async function streamEvents(
  reply: FastifyReply,
  open: Set<() => void>,
  { subscribe, stillAllowed, lastEvent }: EventStreamOptions,
): Promise<void> {
  let ended = false
  const tally = reply.server.eventStreamTally
  let counted = false
  const listening: { stop?: () => void } = {}
  const write = (text: string) => {
    if (!ended) reply.raw.write(text)
  }
  const send: SendEvent = (event, data) =>
    write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  const end = () => {
    if (ended) return
    ended = true
    clearInterval(heartbeat)
    listening.stop?.()
    open.delete(reconnectElsewhere)
    if (counted) tally?.closed()
    reply.raw.end()
  }
  const reconnectElsewhere = () => {
    write(`retry: ${RECONNECT_AFTER_CLOSE_MS}\n\n`)
    end()
  }
  const lapse = () => {
    if (lastEvent) send(lastEvent.event, lastEvent.data)
    end()
  }
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n')
    stillAllowed().then((allowed) => {
      if (!allowed) lapse()
    }, lapse)
  }, HEARTBEAT_MS)

  // The response closes when the client goes away (or the server ends the stream).
  reply.raw.on('close', end)
  try {
    listening.stop = await subscribe(send)
  } catch (error) {
    ended = true
    clearInterval(heartbeat)
    reply.raw.off('close', end)
    throw error
  }
  if (ended) return listening.stop()
  reply.hijack()
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back in their buffers.
    'x-accel-buffering': 'no',
  })
  open.add(reconnectElsewhere)
  counted = true
  tally?.opened()
  reply.raw.on('error', end)
  // How soon to reconnect, and that the stream is live.
  write('retry: 2000\nevent: ready\ndata: {}\n\n')
}
