import { DomainError, rideLookupMessages, type RideLookupRequest } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'

// "Find my booking" is the one ride call that reveals something to a caller without a token, so
// its tries are counted per booking code and per email, in the rate-limit store (Redis when
// REDIS_URL is set, shared by every API process), besides the route's own limit per address.
// Every try counts, found or not: counting only misses would tell the two apart.
const WINDOW_MS = 15 * 60 * 1000
export const rideLookupLimits = { perCode: 10, perEmail: 10, perAddress: 30 } as const

type Key = (body: RideLookupRequest) => string

function counter(app: FastifyInstance, max: number, key: Key) {
  const limit = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => key(request.body as RideLookupRequest),
  })
  return async (request: FastifyRequest) => {
    const result = await limit(request)
    return !result.isAllowed && result.isExceeded
  }
}

/** A preHandler (after validation, so the code is normalised) that counts and refuses past either limit. */
export function rideLookupCounters(app: FastifyInstance) {
  const counters = [
    counter(app, rideLookupLimits.perCode, (body) => `rides:lookup:code:${body.booking_code}`),
    counter(
      app,
      rideLookupLimits.perEmail,
      (body) => `rides:lookup:email:${body.email.trim().toLowerCase()}`,
    ),
  ]
  return async (request: FastifyRequest) => {
    // Both count, so neither lags behind the other.
    const exceeded = await Promise.all(counters.map((count) => count(request)))
    if (exceeded.some(Boolean)) {
      throw new DomainError(
        'TOO_MANY_REQUESTS',
        rideLookupMessages.tooManyTries(WINDOW_MS / 60_000),
      )
    }
  }
}
