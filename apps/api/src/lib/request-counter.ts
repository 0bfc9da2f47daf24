import type { FastifyInstance, FastifyRequest } from 'fastify'

// Counters kept in the rate-limit store (Redis when REDIS_URL is set), so every API process sees
// the same counts: the partners' and provider users' sign-in limits are built from them.

export type RequestCounter = {
  /** Counts this request; true when that goes past the limit. */
  add(request: FastifyRequest): Promise<boolean>
  /** True when the limit is already reached, without counting. */
  isSpent(request: FastifyRequest): Promise<boolean>
  /** How many were counted so far in the window (0 with RATE_LIMITS=off). */
  count(request: FastifyRequest): Promise<number>
}

export type RequestCounterOptions = {
  max: number
  windowMs: number
  keyOf: (request: FastifyRequest) => string
}

export function requestCounter(
  app: FastifyInstance,
  { max, windowMs, keyOf }: RequestCounterOptions,
): RequestCounter {
  const limit = app.createRateLimit({ max, timeWindow: windowMs, keyGenerator: keyOf })
  return {
    async add(request) {
      const result = await limit(request)
      return !result.isAllowed && result.isExceeded
    },
    async isSpent(request) {
      const result = await limit(request, { increment: false })
      return !result.isAllowed && result.remaining === 0
    },
    async count(request) {
      const result = await limit(request, { increment: false })
      return result.isAllowed ? 0 : result.max - result.remaining
    },
  }
}
