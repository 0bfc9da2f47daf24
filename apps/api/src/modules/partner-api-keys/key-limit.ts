import { apiKeyMessages, DomainError } from '@ridelane/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

// Each API key's own requests-per-minute limit, counted in the rate-limit store (Redis when
// REDIS_URL is set), so every API process shares one count per key. The calls' own limits per
// address apply besides it.
const WINDOW_MS = 60_000

type KeyActor = { keyId: string; requestsPerMinute: number }

const actorOf = (request: FastifyRequest): KeyActor => {
  const actor = request.partner?.actor
  if (actor?.kind !== 'api_key') throw new Error('the key limit counts API key requests only')
  return actor
}

/** Counts a request made with an API key; past the key's limit, a 429 with Retry-After. */
export function apiKeyRequestLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    timeWindow: WINDOW_MS,
    max: (request) => actorOf(request).requestsPerMinute,
    keyGenerator: (request) => `partner-api-key:${actorOf(request).keyId}`,
  })
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await limit(request)
    if (result.isAllowed || !result.isExceeded) return
    const retryAfter = Math.max(1, result.ttlInSeconds)
    void reply.header('retry-after', String(retryAfter))
    throw new DomainError(
      'TOO_MANY_REQUESTS',
      apiKeyMessages.tooManyRequests(result.max, retryAfter),
    )
  }
}
