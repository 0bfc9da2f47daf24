import { DomainError, partnerMessages } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  signInDelayMs as delayAfterFailures,
  requestCounter as windowCounter,
  type RequestCounter,
} from '../../lib/request-counter'

// Counters live in the rate-limit store (Redis when REDIS_URL is set), so every API process
// sees the same counts. Figures per 15 minutes (docs/decisions/003-partner-accounts.md).
//
// A hard limit only ever stops the address that ran it up: counted per email *and* address, or per
// address. What one email gathers from every address only slows its sign-in down, so a stranger
// who knows a partner's email cannot lock the partner out from elsewhere.
const WINDOW_MS = 15 * 60 * 1000
export const partnerLimits = {
  signInFailuresPerEmailAndAddress: 10,
  signInFailuresPerAddress: 30,
  /** Failures for one email, from any address, before each further attempt is slowed. */
  signInFailuresBeforeDelay: 10,
  signUpsPerAddress: 10,
  resetRequestsPerEmailAndAddress: 5,
  resetRequestsPerAddress: 20,
  /** Reset mails to one email; past it the answer stays the same and the links already sent work. */
  resetMailsPerEmail: 10,
  resetAttemptsPerAddress: 20,
} as const

/** The wait before checking a password, from the failures its email has had: 1, 2, 4, 5, 5… s. */
export function signInDelayMs(failuresForEmail: number): number {
  return delayAfterFailures(failuresForEmail, partnerLimits.signInFailuresBeforeDelay)
}

type KeyOf = (request: FastifyRequest) => string
const requestCounter = (app: FastifyInstance, max: number, keyOf: KeyOf) =>
  windowCounter(app, { max, windowMs: WINDOW_MS, keyOf })
export type { RequestCounter }
// Runs after validation, so the body's email is already trimmed and lower-cased.
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email
const byEmail =
  (purpose: string): KeyOf =>
  (request) =>
    `partners:${purpose}:email:${emailOf(request)}`
const byAddress =
  (purpose: string): KeyOf =>
  (request) =>
    `partners:${purpose}:address:${request.ip}`
const byEmailAndAddress =
  (purpose: string): KeyOf =>
  (request) =>
    `partners:${purpose}:pair:${request.ip}:${emailOf(request)}`

// A counter that only measures: its limit is never meant to be reached.
const UNBOUNDED = 1_000_000

export function createPartnerCounters(app: FastifyInstance) {
  const counter = (max: number, keyOf: KeyOf) => requestCounter(app, max, keyOf)
  return {
    signInFailuresByEmailAndAddress: counter(
      partnerLimits.signInFailuresPerEmailAndAddress,
      byEmailAndAddress('sign-in'),
    ),
    signInFailuresByAddress: counter(partnerLimits.signInFailuresPerAddress, byAddress('sign-in')),
    signInFailuresByEmail: counter(UNBOUNDED, byEmail('sign-in')),
    signUpsByAddress: counter(partnerLimits.signUpsPerAddress, byAddress('sign-up')),
    resetRequestsByEmailAndAddress: counter(
      partnerLimits.resetRequestsPerEmailAndAddress,
      byEmailAndAddress('reset-request'),
    ),
    resetRequestsByAddress: counter(
      partnerLimits.resetRequestsPerAddress,
      byAddress('reset-request'),
    ),
    resetMailsByEmail: counter(partnerLimits.resetMailsPerEmail, byEmail('reset-mail')),
    resetAttemptsByAddress: counter(partnerLimits.resetAttemptsPerAddress, byAddress('reset')),
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
