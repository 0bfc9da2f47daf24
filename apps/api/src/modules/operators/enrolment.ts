import {
  DomainError,
  operatorMessages,
  type OperatorConfirmEnrolment,
  type OperatorEnrolled,
  type OperatorEnrolment,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import type { OperatorCounters } from './operator-limits'
import { startSession } from './operator-sessions'
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes'
import { claimTotpStep, consumeTicket, replaceRecoveryCodes, updateOperator } from './repository'
import { countCodeAttempt, operatorOfTicket, ticketInvalid, wrongCode } from './sign-in'
import { acceptedTotpStep, enrolmentFor, newTotpSecret } from '../../lib/totp'

const alreadyEnrolled = () => new DomainError('CONFLICT', operatorMessages.alreadyEnrolled)

/**
 * A new secret for an operator who has not confirmed one yet. Asking again replaces it, so a
 * secret is only ever shown before it is in use; after confirmation nothing returns it.
 */
export async function startEnrolment(db: Database, ticket: string): Promise<OperatorEnrolment> {
  const { operator } = await operatorOfTicket(db, ticket)
  if (operator.totpEnabled) throw alreadyEnrolled()
  const secret = newTotpSecret()
  await updateOperator(db, operator.id, { totpSecret: secret })
  return enrolmentFor(secret, operator.email)
}

/** A first good code switches two-factor on, hands out recovery codes and signs the operator in. */
export async function confirmEnrolment(
  db: Database,
  counters: OperatorCounters,
  request: FastifyRequest,
  { ticket, code }: OperatorConfirmEnrolment,
): Promise<OperatorEnrolled> {
  const { ticketId, operator } = await operatorOfTicket(db, ticket)
  if (operator.totpEnabled) throw alreadyEnrolled()
  if (!operator.totpSecret) throw new DomainError('CONFLICT', operatorMessages.enrolmentFirst)
  const operatorId = operator.id
  const attempt = await countCodeAttempt(db, counters, request, { ticketId, operatorId })
  const step = acceptedTotpStep(operator.totpSecret, operator.email, code)
  if (step === null || !(await claimTotpStep(db, operator.id, step))) throw wrongCode()
  await attempt.succeeded()
  const recoveryCodes = newRecoveryCodes()
  const token = await db.transaction(async (tx) => {
    if (!(await consumeTicket(tx, ticketId))) throw ticketInvalid()
    await updateOperator(tx, operator.id, { totpEnabled: true })
    await replaceRecoveryCodes(tx, operator.id, recoveryCodes.map(hashRecoveryCode))
    return startSession(tx, operator.id, request)
  })
  return { token, recovery_codes: recoveryCodes }
}
