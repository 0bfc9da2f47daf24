import { DomainError, operatorMessages } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'

// The partner sign-in figures (docs/decisions/003-partner-accounts.md), per 15 minutes in the
// shared rate-limit store; second-factor codes get fewer tries because there are only a million.
const WINDOW_MS = 15 * 60 * 1000
export const operatorLimits = {
  signInFailuresPerEmail: 10,
  signInFailuresPerAddress: 30,
  codeFailuresPerOperator: 10,
  codeFailuresPerTicket: 5,
  codeFailuresPerAddress: 30,
  setPasswordAttemptsPerAddress: 20,
  invitesPerAdmin: 50,
} as const

// Which key a request counts under on each counter, set just before that counter runs.
const keys = new WeakMap<FastifyRequest, Map<string, string>>()
function setKey(request: FastifyRequest, purpose: string, key: string) {
  const byPurpose = keys.get(request) ?? new Map<string, string>()
  byPurpose.set(purpose, key)
  keys.set(request, byPurpose)
}

export type KeyedCounter = {
  /** Counts this request under `key`; true when that goes past the limit. */
  add(request: FastifyRequest, key: string): Promise<boolean>
  /** True when the limit for `key` is already reached, without counting. */
  isSpent(request: FastifyRequest, key: string): Promise<boolean>
}

function counter(app: FastifyInstance, purpose: string, max: number): KeyedCounter {
  const limit = app.createRateLimit({
    max,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `operators:${purpose}:${keys.get(request)?.get(purpose)}`,
  })
  return {
    async add(request, key) {
      setKey(request, purpose, key)
      const result = await limit(request)
      return !result.isAllowed && result.isExceeded
    },
    async isSpent(request, key) {
      setKey(request, purpose, key)
      const result = await limit(request, { increment: false })
      return !result.isAllowed && result.remaining === 0
    },
  }
}

export function createOperatorCounters(app: FastifyInstance) {
  return {
    signInFailuresByEmail: counter(app, 'sign-in:email', operatorLimits.signInFailuresPerEmail),
    signInFailuresByAddress: counter(
      app,
      'sign-in:address',
      operatorLimits.signInFailuresPerAddress,
    ),
    codeFailuresByOperator: counter(app, 'code:operator', operatorLimits.codeFailuresPerOperator),
    codeFailuresByAddress: counter(app, 'code:address', operatorLimits.codeFailuresPerAddress),
    setPasswordByAddress: counter(
      app,
      'set-password:address',
      operatorLimits.setPasswordAttemptsPerAddress,
    ),
    invitesByAdmin: counter(app, 'invite:admin', operatorLimits.invitesPerAdmin),
  }
}
export type OperatorCounters = ReturnType<typeof createOperatorCounters>

export function tooManyRequests() {
  return new DomainError('TOO_MANY_REQUESTS', operatorMessages.tooManyRequests)
}

/** Refuses when any of the given limits is already spent. */
export async function refuseIfSpent(
  request: FastifyRequest,
  ...checks: Array<[KeyedCounter, string]>
) {
  const spent = await Promise.all(checks.map(([c, key]) => c.isSpent(request, key)))
  if (spent.some(Boolean)) throw tooManyRequests()
}

/** Counts the request on every counter given (all of them, so none lags). */
export async function countAll(request: FastifyRequest, ...checks: Array<[KeyedCounter, string]>) {
  const exceeded = await Promise.all(checks.map(([c, key]) => c.add(request, key)))
  return exceeded.some(Boolean)
}
