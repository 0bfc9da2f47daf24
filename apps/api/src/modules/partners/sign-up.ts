import { DomainError, type PartnerSignup } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashPassword } from '../../lib/passwords'
import { queueConfirmationMail } from './email-confirmation'
import { isMemberEmail } from './member-repository'
import { insertPartner } from './repository'
import { startSession } from './sessions'

export const emailTakenMessage =
  'An account with this email already exists. Please sign in instead.'

/**
 * Creates the account and signs it in (docs/decisions/003-partner-accounts.md); the account books
 * at public prices until its email is confirmed and an operator approves it, and the confirmation
 * mail is queued in the same transaction (docs/decisions/019-partner-approval.md).
 */
export async function signUp(
  db: Database,
  signup: PartnerSignup,
  appBaseUrl: string,
): Promise<string> {
  // Hashed before the uniqueness check, so a taken email answers as slowly as a free one.
  const passwordHash = await hashPassword(signup.password)
  // A team member already signs in with this email (docs/decisions/030-partner-business-tools.md).
  const memberEmail = await isMemberEmail(db, signup.email)
  return db.transaction(async (tx) => {
    if (memberEmail) throw new DomainError('CONFLICT', emailTakenMessage)
    const partnerId = await insertPartner(tx, {
      email: signup.email,
      contactNumber: signup.contact_number,
      passwordHash,
    })
    if (!partnerId) throw new DomainError('CONFLICT', emailTakenMessage)
    await queueConfirmationMail(tx, appBaseUrl, { id: partnerId, email: signup.email })
    return startSession(tx, partnerId)
  })
}
