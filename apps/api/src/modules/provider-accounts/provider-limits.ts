import { DomainError, providerAccountMessages } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  attemptSubject,
  countAttempt,
  requestCounter,
  type RequestCounter,
} from '../../lib/request-counter'
import { partnerLimits } from '../partners'

// The partners' figures per 15 minutes (docs/decisions/003-partner-accounts.md), counted apart
// from theirs: a hard limit only stops the address that ran it up, and what one email gathers
// from everywhere only slows its sign-in. Codes from the app get fewer tries, like operators'.
const WINDOW_MS = 15 * 60 * 1000
export const providerLimits = {
  ...partnerLimits,
  codeFailuresPerUser: 10,
  codeFailuresPerTicket: 5,
  codeFailuresPerAddress: 30,
} as const

type KeyOf = (request: FastifyRequest) => string
// Runs after validation, so the body's email is already trimmed and lower-cased.
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email
const byEmail = (purpose: string): KeyOf => {
  return (request) => `providers:${purpose}:email:${emailOf(request)}`
}
const byAddress = (purpose: string): KeyOf => {
  return (request) => `providers:${purpose}:address:${request.ip}`
}
const byEmailAndAddress = (purpose: string): KeyOf => {
  return (request) => `providers:${purpose}:pair:${request.ip}:${emailOf(request)}`
}
// The user a code was typed for (countAsAttemptOf), known only once the ticket has been read.
const byCodeUser: KeyOf = (request) => `providers:code:user:${attemptSubject(request)}`

// A counter that only measures: its limit is never meant to be reached.
const UNBOUNDED = 1_000_000

export function createProviderCounters(app: FastifyInstance) {
  const counter = (max: number, keyOf: KeyOf) =>
    requestCounter(app, { max, windowMs: WINDOW_MS, keyOf })
  const l = providerLimits
  return {
    signInFailuresByEmailAndAddress: counter(
      l.signInFailuresPerEmailAndAddress,
      byEmailAndAddress('sign-in'),
    ),
    signInFailuresByAddress: counter(l.signInFailuresPerAddress, byAddress('sign-in')),
    signInFailuresByEmail: counter(UNBOUNDED, byEmail('sign-in')),
    codeFailuresByUser: counter(l.codeFailuresPerUser, byCodeUser),
    codeFailuresByAddress: counter(l.codeFailuresPerAddress, byAddress('code')),
    resetRequestsByEmailAndAddress: counter(
      l.resetRequestsPerEmailAndAddress,
      byEmailAndAddress('reset-request'),
    ),
    resetRequestsByAddress: counter(l.resetRequestsPerAddress, byAddress('reset-request')),
    resetMailsByEmail: counter(l.resetMailsPerEmail, byEmail('reset-mail')),
    setPasswordByAddress: counter(l.resetAttemptsPerAddress, byAddress('set-password')),
  }
}
export type ProviderCounters = ReturnType<typeof createProviderCounters>

export function tooManyRequests() {
  return new DomainError('TOO_MANY_REQUESTS', providerAccountMessages.tooManyRequests)
}

/** Counts the request on every counter (all of them, so none lags); refuses past any limit. */
export async function countOrRefuse(request: FastifyRequest, ...counters: RequestCounter[]) {
  const exceeded = await Promise.all(counters.map((counter) => counter.add(request)))
  if (exceeded.some(Boolean)) throw tooManyRequests()
}

/** One password or code attempt, counted before it is checked (lib/request-counter.ts). */
export const countProviderAttempt = (request: FastifyRequest, ...counters: RequestCounter[]) =>
  countAttempt(request, counters, tooManyRequests)
