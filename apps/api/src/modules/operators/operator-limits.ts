import { DomainError, operatorMessages } from '@ridelane/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  attemptSubject,
  countAttempt,
  requestCounter,
  signInDelayMs as delayAfterFailures,
  type RequestCounter,
} from '../../lib/request-counter'

// The partner sign-in figures (docs/decisions/003-partner-accounts.md), per 15 minutes in the
// shared counter store; second-factor codes get fewer tries because there are only a million.
// As for partners, a hard limit only stops the address that ran it up (per email *and* address,
// or per address); what one email gathers from every address only slows its sign-in, so a
// stranger who knows an operator's email cannot lock them out from elsewhere.
const WINDOW_MS = 15 * 60 * 1000
export const operatorLimits = {
  signInFailuresPerEmailAndAddress: 10,
  signInFailuresPerAddress: 30,
  /** Failures for one email, from any address, before each further attempt is slowed. */
  signInFailuresBeforeDelay: 10,
  codeFailuresPerOperator: 10,
  codeFailuresPerTicket: 5,
  codeFailuresPerAddress: 30,
  setPasswordAttemptsPerAddress: 20,
  invitesPerAdmin: 50,
} as const

/** The wait before checking an operator's password, from the failures its email has had. */
export const signInDelayMs = (failuresForEmail: number) =>
  delayAfterFailures(failuresForEmail, operatorLimits.signInFailuresBeforeDelay)

type KeyOf = (request: FastifyRequest) => string
// Runs after validation, so the body's email is already trimmed and lower-cased.
const emailOf = (request: FastifyRequest) => (request.body as { email: string }).email
const key =
  (purpose: string, part: KeyOf): KeyOf =>
  (request) =>
    `operators:${purpose}:${part(request)}`
const address: KeyOf = (request) => `address:${request.ip}`

// A counter that only measures: its limit is never meant to be reached.
const UNBOUNDED = 1_000_000

export function createOperatorCounters(app: FastifyInstance) {
  const counter = (max: number, keyOf: KeyOf) =>
    requestCounter(app, { max, windowMs: WINDOW_MS, keyOf })
  const l = operatorLimits
  return {
    signInFailuresByEmailAndAddress: counter(
      l.signInFailuresPerEmailAndAddress,
      key('sign-in', (request) => `pair:${request.ip}:${emailOf(request)}`),
    ),
    signInFailuresByAddress: counter(l.signInFailuresPerAddress, key('sign-in', address)),
    signInFailuresByEmail: counter(
      UNBOUNDED,
      key('sign-in', (request) => `email:${emailOf(request)}`),
    ),
    // The operator a code was typed for (countAsAttemptOf), known once the ticket was read.
    codeFailuresByOperator: counter(
      l.codeFailuresPerOperator,
      key('code', (request) => `operator:${attemptSubject(request)}`),
    ),
    codeFailuresByAddress: counter(l.codeFailuresPerAddress, key('code', address)),
    setPasswordByAddress: counter(l.setPasswordAttemptsPerAddress, key('set-password', address)),
    invitesByAdmin: counter(
      l.invitesPerAdmin,
      key('invite', (request) => `admin:${request.operator?.id}`),
    ),
  }
}
export type OperatorCounters = ReturnType<typeof createOperatorCounters>

export function tooManyRequests() {
  return new DomainError('TOO_MANY_REQUESTS', operatorMessages.tooManyRequests)
}

/** One password or code attempt, counted before it is checked (lib/request-counter.ts). */
export const countOperatorAttempt = (request: FastifyRequest, ...counters: RequestCounter[]) =>
  countAttempt(request, counters, tooManyRequests)

/** Counts the request on every counter given (all of them, so none lags); refuses past any. */
export async function countOrRefuse(request: FastifyRequest, ...counters: RequestCounter[]) {
  const exceeded = await Promise.all(counters.map((counter) => counter.add(request)))
  if (exceeded.some(Boolean)) throw tooManyRequests()
}
