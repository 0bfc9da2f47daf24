import { DomainError, partnerMessages } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'

// Counters live in the rate-limit store (Redis when REDIS_URL is set), so every API process
// sees the same counts. Figures per 15 minutes; addresses get more room than accounts because
// an office or a mobile carrier puts many people behind one address.
const WINDOW_MS = 15 * 60 * 1000
export const partnerLimits = {
  signInFailuresPerEmail: 10,
  signInFailuresPerAddress: 30,
  signUpsPerAddress: 10,
  resetRequestsPerEmail: 5,
  resetRequestsPerAddress: 20,
  resetAttemptsPerAddress: 20,
} as const

type KeyOf = (request: FastifyRequest) => string
// Runs after validation, so the body's email is already trimmed and lower-cased.
const byEmail =
  (purpose: string): KeyOf =>
  (request) =>
    `partners:${purpose}:email:${(request.body as { email: string }).email}`
const byAddress =
  (purpose: string): KeyOf =>
  (request) =>
    `partners:${purpose}:address:${request.ip}`

export type RequestCounter = {
  /** Counts this request; true when that goes past the limit. */
  add(request: FastifyRequest): Promise<boolean>
  /** True when the limit is already reached, without counting. */
  isSpent(request: FastifyRequest): Promise<boolean>
}

function requestCounter(app: FastifyInstance, max: number, keyOf: KeyOf): RequestCounter {
  const limit = app.createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: keyOf })
  return {
    async add(request) {
      const result = await limit(request)
      return !result.isAllowed && result.isExceeded
    },
    async isSpent(request) {
      const result = await limit(request, { increment: false })
      return !result.isAllowed && result.remaining === 0
    },
  }
}

export function createPartnerCounters(app: FastifyInstance) {
  return {
    signInFailuresByEmail: requestCounter(
      app,
      partnerLimits.signInFailuresPerEmail,
      byEmail('sign-in'),
    ),
    signInFailuresByAddress: requestCounter(
      app,
      partnerLimits.signInFailuresPerAddress,
      byAddress('sign-in'),
    ),
    signUpsByAddress: requestCounter(app, partnerLimits.signUpsPerAddress, byAddress('sign-up')),
    resetRequestsByEmail: requestCounter(
      app,
      partnerLimits.resetRequestsPerEmail,
      byEmail('reset-request'),
    ),
    resetRequestsByAddress: requestCounter(
      app,
      partnerLimits.resetRequestsPerAddress,
      byAddress('reset-request'),
    ),
    resetAttemptsByAddress: requestCounter(
      app,
      partnerLimits.resetAttemptsPerAddress,
      byAddress('reset'),
    ),
  }
}
export type PartnerCounters = ReturnType<typeof createPartnerCounters>

/** Counts the request on every counter (all of them, so none lags) and refuses past any limit. */
export async function countOrRefuse(request: FastifyRequest, ...counters: RequestCounter[]) {
  const exceeded = await Promise.all(counters.map((counter) => counter.add(request)))
  if (exceeded.some(Boolean)) throw tooManyRequests()
}

export function tooManyRequests() {
  return new DomainError('TOO_MANY_REQUESTS', partnerMessages.tooManyRequests)
}
