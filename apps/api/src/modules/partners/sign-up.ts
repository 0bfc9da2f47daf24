import { DomainError, type PartnerSignup } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashPassword } from '../../lib/passwords'
import { insertPartner } from './repository'
import { startSession } from './sessions'

export const emailTakenMessage =
  'An account with this email already exists. Please sign in instead.'

/** Creates the account and signs it in (docs/decisions/003-partner-accounts.md). */
export async function signUp(db: Database, signup: PartnerSignup): Promise<string> {
  // Hashed before the uniqueness check, so a taken email answers as slowly as a free one.
  const passwordHash = await hashPassword(signup.password)
  return db.transaction(async (tx) => {
    const partnerId = await insertPartner(tx, {
      email: signup.email,
      contactNumber: signup.contact_number,
      passwordHash,
    })
    if (!partnerId) throw new DomainError('CONFLICT', emailTakenMessage)
    return startSession(tx, partnerId)
  })
}
