import {
  DomainError,
  operatorMessages,
  type OperatorSignIn,
  type OperatorSignInStep,
} from '@ridelane/domain'
import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { verifyPassword } from '../../lib/passwords'
import { countAsAttemptOf, type Attempt } from '../../lib/request-counter'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { countOperatorAttempt, operatorLimits, signInDelayMs } from './operator-limits'
import type { OperatorCounters } from './operator-limits'
import { claimTicketTry, findOperatorByEmail, findTicketOperator, insertTicket } from './repository'

/** Time to type a code or scan a QR code after the password was right. */
export const SIGN_IN_TICKET_LIFETIME_MS = 10 * 60 * 1000

/**
 * Step one: email and password. An unknown email, a wrong password, an operator without a
 * password yet and a disabled one all get the same 401, in the same time (argon2id either way).
 * The attempt counts before the check (per email and address, and per address) and is given back
 * when the password is right; other addresses only wait longer per failure of the email.
 */
export async function checkPassword(
  db: Database,
  counters: OperatorCounters,
  request: FastifyRequest,
  { email, password }: OperatorSignIn,
): Promise<OperatorSignInStep> {
  const emailFailures = await counters.signInFailuresByEmail.count(request)
  const attempt = await countOperatorAttempt(
    request,
    counters.signInFailuresByEmailAndAddress,
    counters.signInFailuresByAddress,
    counters.signInFailuresByEmail,
  )
  // Counted alike for emails with and without an account, so the wait reveals neither.
  const delay = signInDelayMs(emailFailures)
  if (delay > 0) await sleep(delay)
  const operator = await findOperatorByEmail(db, email)
  const valid = await verifyPassword(operator?.passwordHash ?? undefined, password)
  if (!operator || !valid || operator.status !== 'active') {
    throw new DomainError('UNAUTHORIZED', operatorMessages.signInInvalid)
  }
  await attempt.succeeded()
  const ticket = newSecretToken()
  await insertTicket(db, {
    operatorId: operator.id,
    tokenHash: hashSecretToken(ticket),
    expiresAt: new Date(Date.now() + SIGN_IN_TICKET_LIFETIME_MS),
  })
  return { ticket, next: operator.totpEnabled ? 'code' : 'enrol' }
}

const ticketInvalid = () => new DomainError('UNAUTHORIZED', operatorMessages.ticketInvalid)

/** The operator a second-factor step is for, while its ticket lasts; nothing is counted. */
export async function operatorOfTicket(db: Database, ticket: string) {
  const found = await findTicketOperator(
    db,
    hashSecretToken(ticket),
    operatorLimits.codeFailuresPerTicket,
  )
  if (!found) throw ticketInvalid()
  return found
}

/**
 * A code about to be checked for the ticket's operator, counted first on the operator, the
 * address and the ticket's own row (lib/request-counter.ts#countAttempt): past any limit the code
 * is never looked at. The caller gives the counts back with `succeeded()` when it was right.
 */
export async function countCodeAttempt(
  db: Database,
  counters: OperatorCounters,
  request: FastifyRequest,
  { ticketId, operatorId }: { ticketId: string; operatorId: string },
): Promise<Attempt> {
  countAsAttemptOf(request, operatorId)
  const attempt = await countOperatorAttempt(
    request,
    counters.codeFailuresByOperator,
    counters.codeFailuresByAddress,
  )
  if (!(await claimTicketTry(db, ticketId, operatorLimits.codeFailuresPerTicket))) {
    throw ticketInvalid()
  }
  return attempt
}

export const wrongCode = () => new DomainError('UNAUTHORIZED', operatorMessages.codeWrong)

export { ticketInvalid }
