import type { Database } from '../../db/client'
import { insertSession, revokeSession } from './repository'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

/**
 * A new bearer token for the partner, signed in as its own login or as the team member
 * `memberId`; only its hash is stored.
 */
export async function startSession(
  db: Database,
  partnerId: string,
  memberId: string | null = null,
): Promise<string> {
  const token = newSecretToken()
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS)
  await insertSession(db, { partnerId, memberId, tokenHash: hashSecretToken(token), expiresAt })
  return token
}

export function endSession(db: Database, token: string): Promise<void> {
  return revokeSession(db, hashSecretToken(token))
}
