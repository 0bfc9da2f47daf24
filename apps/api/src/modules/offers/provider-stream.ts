import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hashSecretToken } from '../../lib/secret-token'
import { bearerToken } from '../../plugins/partner-auth'
import { signedInProviderUser } from '../../plugins/provider-auth'
import { findProviderUserBySession } from '../provider-accounts'
import type { ProviderJobChanges } from './provider-job-changes'

/** A comment line often enough that proxies and browsers keep an idle stream open. */
const HEARTBEAT_MS = 15_000

/**
 * GET /provider/stream: `event: jobs` with `{ booking_id, reason }` whenever one of the signed-in
 * provider's jobs changes (an offer made, taken, declined, expired or withdrawn; a driver's
 * step). The session is checked again at each heartbeat, so a revoked session or a deactivated
 * provider loses its stream within one interval, as the board's stream does.
 */
export async function streamProviderJobs(
  app: FastifyInstance,
  changes: ProviderJobChanges,
  open: Set<() => void>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const user = signedInProviderUser(request)
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
    findProviderUserBySession(app.db, hashSecretToken(token)).then(
      (again) => (again?.providerId === user.providerId ? undefined : end()),
      () => end(),
    )
  }, HEARTBEAT_MS)

  reply.raw.on('close', end)
  try {
    listening.stop = await changes.subscribe(user.providerId, (change) => {
      write(`event: jobs\ndata: ${JSON.stringify(change)}\n\n`)
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
  // How soon to reconnect, and that the stream is live.
  write('retry: 2000\nevent: ready\ndata: {}\n\n')
}
