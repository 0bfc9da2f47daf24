import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { resumeSession } from '../operators'
import { bearerToken } from '../../plugins/partner-auth'
import type { BookingChanges } from './booking-changes'

/** A comment line often enough that proxies and browsers keep an idle stream open. */
const HEARTBEAT_MS = 15_000

/**
 * Server-sent events for the board: `event: booking` with `{ id, op }` whenever a booking is
 * created or changes. The operator's session is checked again at every heartbeat, so a revoked
 * session loses its stream within one interval (docs/decisions/017-bookings-board.md).
 */
export async function streamBookingChanges(
  app: FastifyInstance,
  changes: BookingChanges,
  open: Set<() => void>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const token = bearerToken(request)
  let ended = false
  const listening: { stop?: () => void } = {}
  const write = (text: string) => {
    if (!ended) reply.raw.write(text)
  }
  const end = () => {
    if (ended) return
    ended = true
    clearInterval(heartbeat)
    listening.stop?.()
    open.delete(end)
    reply.raw.end()
  }
  const heartbeat = setInterval(() => {
    write(': heartbeat\n\n')
    if (!token) return end()
    resumeSession(app.db, token).then(
      (operator) => operator ?? end(),
      () => end(),
    )
  }, HEARTBEAT_MS)

  // The response closes when the client goes away (or the server ends the stream).
  reply.raw.on('close', end)
  try {
    listening.stop = await changes.subscribe((change) => {
      write(`event: booking\ndata: ${JSON.stringify(change)}\n\n`)
    })
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
  open.add(end)
  reply.raw.on('error', end)
  // Tells the client how soon to reconnect, and that the stream is live.
  write('retry: 2000\nevent: ready\ndata: {}\n\n')
}
