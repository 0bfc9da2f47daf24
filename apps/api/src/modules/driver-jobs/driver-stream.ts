import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { RideChanges } from '../rides'
import { findDriverJob } from './driver-access'

// GET /driver/job/stream: `event: job` each time the driver's booking changes (an operator moved
// the pickup, cancelled the ride or gave it to another driver), from any API process, through the
// ride page's shared LISTEN (modules/rides ride-stream.ts). The token is checked again at each
// heartbeat: a revoked link loses its stream within one interval.

const HEARTBEAT_MS = 15_000

export async function streamDriverJob(
  app: FastifyInstance,
  changes: RideChanges,
  open: Set<() => void>,
  reply: FastifyReply,
  token: string | undefined,
) {
  const { booking } = await findDriverJob(app.db, token)
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
    findDriverJob(app.db, token).then(
      () => undefined,
      () => {
        // The link died: say so once, so the page shows it at once.
        write('event: job\ndata: {}\n\n')
        end()
      },
    )
  }, HEARTBEAT_MS)
  reply.raw.on('close', end)
  try {
    listening.stop = await changes.subscribe(booking.id, () => write('event: job\ndata: {}\n\n'))
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
    'x-accel-buffering': 'no',
  })
  open.add(end)
  reply.raw.on('error', end)
  write('retry: 2000\nevent: ready\ndata: {}\n\n')
}
