import { OPERATOR_SESSION_IDLE_MS } from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { recordAudit } from '../audit'
import { insertSession, revokeSession, touchSession } from './repository'

/** A new bearer token for the operator; only its hash is stored. */
export async function startSession(
  db: Database,
  operatorId: string,
  request: FastifyRequest,
): Promise<string> {
  const token = newSecretToken()
  // Kept so the operator can tell their sessions apart in the list; trimmed, never trusted.
  const userAgent = request.headers['user-agent']?.slice(0, 200) ?? null
  await insertSession(db, { operatorId, tokenHash: hashSecretToken(token), userAgent })
  return token
}

/** The operator whose live session the token is, restarting its 12-hour idle clock. */
export function resumeSession(db: Database, token: string) {
  return touchSession(db, hashSecretToken(token), OPERATOR_SESSION_IDLE_MS)
}

/** Ends one of the operator's own sessions, audited; false when they have no such live session. */
export async function endOwnSession(db: Database, operatorId: string, sessionId: string) {
  return db.transaction(async (tx) => {
    if (!(await revokeSession(tx, operatorId, sessionId))) return false
    await recordAudit(tx, {
      operator: { id: operatorId },
      action: 'operator.session_revoke',
      target: { kind: 'operator_session', id: sessionId },
      before: { revoked: false },
      after: { revoked: true },
    })
    return true
  })
}
