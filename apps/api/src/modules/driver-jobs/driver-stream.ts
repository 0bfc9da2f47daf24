import type { FastifyInstance, FastifyReply } from 'fastify'
import { streamEvents } from '../../http/event-stream'
import type { RideChanges } from '../rides'
import { findDriverJob } from './driver-access'

// GET /driver/job/stream: `event: job` each time the driver's booking changes (an operator moved
// the pickup, cancelled the ride or gave it to another driver), from any API process, through the
// ride page's shared LISTEN (modules/rides ride-stream.ts). The token is checked again at each
// heartbeat: a revoked link loses its stream within one interval.

export async function streamDriverJob(
  app: FastifyInstance,
  changes: RideChanges,
  open: Set<() => void>,
  reply: FastifyReply,
  token: string | undefined,
) {
  const { booking } = await findDriverJob(app.db, token)
  return streamEvents(reply, open, {
    subscribe: (send) => changes.subscribe(booking.id, () => send('job', {})),
    stillAllowed: () => findDriverJob(app.db, token).then(() => true),
    // The link died: say so once, so the page shows it at once.
    lastEvent: { event: 'job', data: {} },
  })
}
