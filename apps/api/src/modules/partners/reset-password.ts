import { DomainError, partnerMessages, type ResetPassword } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashPassword } from '../../lib/passwords'
import {
  consumeResetToken,
  isResetTokenUsable,
  retireResetTokens,
  revokeEverySession,
  updatePasswordHash,
} from './repository'
import { hashSecretToken } from '../../lib/secret-token'

const invalidToken = () => new DomainError('BAD_REQUEST', partnerMessages.invalidOrExpiredToken)

/** Sets the new password, uses up the link and signs the partner out everywhere. */
export async function resetPassword(db: Database, { token, password }: ResetPassword) {
  const tokenHash = hashSecretToken(token)
  // Checked first so a bogus token costs no password hashing.
  if (!(await isResetTokenUsable(db, tokenHash))) throw invalidToken()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    // The atomic claim decides between two uses of one link racing each other.
    const partnerId = await consumeResetToken(tx, tokenHash)
    if (!partnerId) throw invalidToken()
    await updatePasswordHash(tx, partnerId, passwordHash)
    await revokeEverySession(tx, partnerId)
    await retireResetTokens(tx, partnerId)
  })
}
