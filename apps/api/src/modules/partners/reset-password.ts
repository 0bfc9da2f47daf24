import { DomainError, partnerMessages, type ResetPassword } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashPassword } from '../../lib/passwords'
import {
  consumeResetToken,
  isResetTokenUsable,
  retireResetTokens,
  revokeOwnerSessions,
  updatePasswordHash,
} from './repository'
import { revokeMemberSessions, updateMemberPassword } from './member-repository'
import { hashSecretToken } from '../../lib/secret-token'

const invalidToken = () => new DomainError('BAD_REQUEST', partnerMessages.invalidOrExpiredToken)

/**
 * Sets the new password of whoever the link was mailed to (the account's own login or a team
 * member), uses up the link and signs that login out everywhere.
 */
export async function resetPassword(db: Database, { token, password }: ResetPassword) {
  const tokenHash = hashSecretToken(token)
  // Checked first so a bogus token costs no password hashing.
  if (!(await isResetTokenUsable(db, tokenHash))) throw invalidToken()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    // The atomic claim decides between two uses of one link racing each other.
    const claimed = await consumeResetToken(tx, tokenHash)
    if (!claimed) throw invalidToken()
    const { partnerId, memberId } = claimed
    if (memberId === null) {
      await updatePasswordHash(tx, partnerId, passwordHash)
      await revokeOwnerSessions(tx, partnerId)
    } else {
      // A member removed since the link was mailed cannot come back through it.
      if (!(await updateMemberPassword(tx, memberId, passwordHash))) throw invalidToken()
      await revokeMemberSessions(tx, memberId)
    }
    await retireResetTokens(tx, partnerId, memberId)
  })
}
