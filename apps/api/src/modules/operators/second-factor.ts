import { DomainError, operatorMessages, type OperatorVerify } from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import type { OperatorCounters } from './operator-limits'
import { startSession } from './operator-sessions'
import { hashRecoveryCode } from './recovery-codes'
import { claimTotpStep, consumeRecoveryCode, consumeTicket, type OperatorRow } from './repository'
import { countCodeAttempt, operatorOfTicket, ticketInvalid, wrongCode } from './sign-in'
import { acceptedTotpStep } from '../../lib/totp'

/** Whether the code is a current TOTP code (not used before) or an unused recovery code. */
async function codeIsGood(db: Database, operator: OperatorRow, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const step = acceptedTotpStep(operator.totpSecret!, operator.email, code)
    return step !== null && claimTotpStep(db, operator.id, step)
  }
  return consumeRecoveryCode(db, operator.id, hashRecoveryCode(code))
}

/** Step two: a code from the app or a recovery code, for a session token. */
export async function verifySecondFactor(
  db: Database,
  counters: OperatorCounters,
  request: FastifyRequest,
  { ticket, code }: OperatorVerify,
): Promise<string> {
  const { ticketId, operator } = await operatorOfTicket(db, ticket)
  if (!operator.totpEnabled || !operator.totpSecret) {
    throw new DomainError('CONFLICT', operatorMessages.enrolmentFirst)
  }
  const operatorId = operator.id
  const attempt = await countCodeAttempt(db, counters, request, { ticketId, operatorId })
  if (!(await codeIsGood(db, operator, code))) throw wrongCode()
  await attempt.succeeded()
  return db.transaction(async (tx) => {
    if (!(await consumeTicket(tx, ticketId))) throw ticketInvalid()
    return startSession(tx, operator.id, request)
  })
}
