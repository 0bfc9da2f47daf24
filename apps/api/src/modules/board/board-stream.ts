import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { streamEvents } from '../../http/event-stream'
import { resumeSession } from '../operators'
import { bearerToken } from '../../http/bearer-token'
import type { BookingChanges } from './booking-changes'

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
  return streamEvents(reply, open, {
    subscribe: (send) => changes.subscribe((change) => send('booking', change)),
    stillAllowed: async () => {
      if (!token) return false
      return (await resumeSession(app.db, token)) !== null
    },
  })
}
