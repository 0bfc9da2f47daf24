import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import { resetMail } from './partner-mails'
import { findMemberWhoMaySignIn } from './member-repository'
import { findPartnerByEmail, insertResetToken } from './repository'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

export type ResetMailContext = {
  db: Database
  appBaseUrl: string
  deliverMail: () => Promise<void>
}

/**
 * Sends a single-use reset link valid for one hour, if an account's own login or a team member
 * who has joined has this email. Runs after the answer has gone out, so the caller learns
 * nothing from how long it takes.
 */
export async function sendPasswordResetLink(
  { db, appBaseUrl, deliverMail }: ResetMailContext,
  email: string,
): Promise<void> {
  const owner = await findPartnerByEmail(db, email)
  const member = owner ? undefined : await findMemberWhoMaySignIn(db, email)
  const account = owner
    ? { partnerId: owner.id, memberId: null, email: owner.email }
    : member && { partnerId: member.partnerId, memberId: member.id, email: member.email }
  if (!account) return
  const token = newSecretToken()
  // In the fragment: it never reaches a server log, a proxy or a Referer header.
  const link = `${appBaseUrl}/partner/reset-password#token=${token}`
  await db.transaction(async (tx) => {
    await insertResetToken(tx, {
      partnerId: account.partnerId,
      memberId: account.memberId,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
    })
    await enqueueMail(tx, await resetMail(account.email, link))
  })
  await deliverMail()
}
