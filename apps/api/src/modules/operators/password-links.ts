import { DomainError, operatorMessages, type OperatorSetPassword } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashPassword } from '../../lib/passwords'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import {
  consumePasswordLink,
  insertPasswordLink,
  isPasswordLinkUsable,
  retirePasswordLinks,
  revokeEverySession,
  updateOperator,
} from './repository'

/** Long enough to reach an invitation after a weekend; the link still works only once. */
export const PASSWORD_LINK_LIFETIME_MS = 72 * 60 * 60 * 1000

/**
 * A new single-use set-password link for the operator; earlier links stop working. The token
 * travels in the fragment, which browsers never send to a server or in a Referer.
 */
export async function issuePasswordLink(
  db: Database,
  appBaseUrl: string,
  operatorId: string,
): Promise<string> {
  const token = newSecretToken()
  await retirePasswordLinks(db, operatorId)
  await insertPasswordLink(db, {
    operatorId,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_LINK_LIFETIME_MS),
  })
  return `${appBaseUrl}/ops/set-password#token=${token}`
}

const invalidLink = () => new DomainError('BAD_REQUEST', operatorMessages.linkInvalid)

/** Sets the password, uses the link up and ends every session of the operator. */
export async function setPassword(db: Database, { token, password }: OperatorSetPassword) {
  const tokenHash = hashSecretToken(token)
  // Checked first so a bogus token costs no password hashing.
  if (!(await isPasswordLinkUsable(db, tokenHash))) throw invalidLink()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const operatorId = await consumePasswordLink(tx, tokenHash)
    if (!operatorId) throw invalidLink()
    await updateOperator(tx, operatorId, { passwordHash })
    await revokeEverySession(tx, operatorId)
    await retirePasswordLinks(tx, operatorId)
  })
}
