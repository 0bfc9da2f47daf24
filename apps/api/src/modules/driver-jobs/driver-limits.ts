import { DomainError, driverPositionMessages } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { hashSecretToken } from '../../lib/secret-token'

// Positions are counted per job link, in the rate-limit store (Redis when REDIS_URL is set, so
// every API process shares the count), besides the route's limit per address: a link passed
// around many addresses still stores no more than one phone would send (issue 30).

/** The page sends one every 15 s; twice that leaves room for retries after a lost signal. */
export const POSITIONS_PER_MINUTE = 8

/** A preHandler counting each position against its link's token (hashed, never kept raw). */
export function positionLimitPerLink(
  app: FastifyInstance,
  tokenOf: (request: FastifyRequest) => string | undefined,
) {
  const limit = app.createRateLimit({
    max: POSITIONS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `driver:positions:${hashSecretToken(tokenOf(request) ?? '')}`,
  })
  return async (request: FastifyRequest) => {
    // Without a token the call is refused as unauthorised anyway; no count to keep.
    if (!tokenOf(request)) return
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) {
      throw new DomainError('TOO_MANY_REQUESTS', driverPositionMessages.tooMany)
    }
  }
}
