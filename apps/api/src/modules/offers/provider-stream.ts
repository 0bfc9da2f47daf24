import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { streamEvents } from '../../http/event-stream'
import { hashSecretToken } from '../../lib/secret-token'
import { bearerToken } from '../../http/bearer-token'
import { signedInProviderUser } from '../../plugins/provider-auth'
import { findProviderUserBySession } from '../provider-accounts'
import type { ProviderJobChanges } from './provider-job-changes'

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
  return streamEvents(reply, open, {
    subscribe: (send) => changes.subscribe(user.providerId, (change) => send('jobs', change)),
    stillAllowed: async () => {
      if (!token) return false
      const again = await findProviderUserBySession(app.db, hashSecretToken(token))
      return again?.providerId === user.providerId
    },
  })
}
