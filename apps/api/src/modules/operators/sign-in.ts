import {
  DomainError,
  operatorMessages,
  type OperatorSignIn,
  type OperatorSignInStep,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { verifyPassword } from '../../lib/passwords'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { countAll, operatorLimits, refuseIfSpent, tooManyRequests } from './operator-limits'
import type { OperatorCounters } from './operator-limits'
import { findOperatorByEmail, findTicketOperator, insertTicket } from './repository'

/** Time to type a code or scan a QR code after the password was right. */
export const SIGN_IN_TICKET_LIFETIME_MS = 10 * 60 * 1000

/**
 * Step one: email and password. An unknown email, a wrong password, an operator without a
 * password yet and a disabled one all get the same 401, in the same time (argon2id either way).
 */
export async function checkPassword(
  db: Database,
  counters: OperatorCounters,
  request: FastifyRequest,
  { email, password }: OperatorSignIn,
): Promise<OperatorSignInStep> {
  const limits: Array<[typeof counters.signInFailuresByEmail, string]> = [
    [counters.signInFailuresByEmail, email],
    [counters.signInFailuresByAddress, request.ip],
  ]
  await refuseIfSpent(request, ...limits)
  const operator = await findOperatorByEmail(db, email)
  const valid = await verifyPassword(operator?.passwordHash ?? undefined, password)
  if (!operator || !valid || operator.status !== 'active') {
    await countAll(request, ...limits)
    throw new DomainError('UNAUTHORIZED', operatorMessages.signInInvalid)
  }
  const ticket = newSecretToken()
  await insertTicket(db, {
    operatorId: operator.id,
    tokenHash: hashSecretToken(ticket),
    expiresAt: new Date(Date.now() + SIGN_IN_TICKET_LIFETIME_MS),
  })
  return { ticket, next: operator.totpEnabled ? 'code' : 'enrol' }
}

const ticketInvalid = () => new DomainError('UNAUTHORIZED', operatorMessages.ticketInvalid)

/** The operator a second-factor step is for, while its ticket and their code tries last. */
export async function operatorOfTicket(
  db: Database,
  counters: OperatorCounters,
  request: FastifyRequest,
  ticket: string,
) {
  const found = await findTicketOperator(
    db,
    hashSecretToken(ticket),
    operatorLimits.codeFailuresPerTicket,
  )
  if (!found) throw ticketInvalid()
  await refuseIfSpent(
    request,
    [counters.codeFailuresByOperator, found.operator.id],
    [counters.codeFailuresByAddress, request.ip],
  )
  return found
}

/** Counts a wrong code against the operator and the address; answers 401, or 429 past a limit. */
export async function refuseWrongCode(
  counters: OperatorCounters,
  request: FastifyRequest,
  operatorId: string,
): Promise<never> {
  const exceeded = await countAll(
    request,
    [counters.codeFailuresByOperator, operatorId],
    [counters.codeFailuresByAddress, request.ip],
  )
  if (exceeded) throw tooManyRequests()
  throw new DomainError('UNAUTHORIZED', operatorMessages.codeWrong)
}

export { ticketInvalid }
