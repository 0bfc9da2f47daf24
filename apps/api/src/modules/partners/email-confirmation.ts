import { DomainError, partnerStatusMessages } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { enqueueMail } from '../../mail/outbox'
import { confirmationMail } from './partner-mails'
import {
  consumeEmailConfirmation,
  findPartnerById,
  insertEmailConfirmation,
  markEmailConfirmed,
  retireEmailConfirmations,
} from './repository'

export const CONFIRMATION_LINK_LIFETIME_MS = 72 * 60 * 60 * 1000

/**
 * Queues the confirmation mail in the caller's transaction (docs/decisions/019-partner-approval.md):
 * a fresh single-use link, valid 72 hours, and earlier links retired. The token travels in the
 * URL fragment, so it never reaches server logs.
 */
export async function queueConfirmationMail(
  tx: Database,
  appBaseUrl: string,
  partner: { id: string; email: string },
): Promise<void> {
  const token = newSecretToken()
  await retireEmailConfirmations(tx, partner.id)
  await insertEmailConfirmation(tx, {
    partnerId: partner.id,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + CONFIRMATION_LINK_LIFETIME_MS),
  })
  await enqueueMail(
    tx,
    await confirmationMail(partner.email, `${appBaseUrl}/partner/confirm-email#token=${token}`),
  )
}

/** POST /partners/resend-confirmation: for a signed-in partner that has not confirmed yet. */
export async function resendConfirmation(db: Database, appBaseUrl: string, partnerId: string) {
  return db.transaction(async (tx) => {
    const partner = await findPartnerById(tx, partnerId)
    if (!partner || partner.status !== 'email_unconfirmed') {
      throw new DomainError('CONFLICT', partnerStatusMessages.alreadyConfirmed)
    }
    await queueConfirmationMail(tx, appBaseUrl, partner)
  })
}

/** POST /partners/confirm-email: the link works once; the partner then awaits approval. */
export async function confirmEmail(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const partnerId = await consumeEmailConfirmation(tx, hashSecretToken(token))
    if (!partnerId) throw new DomainError('BAD_REQUEST', partnerStatusMessages.confirmLinkInvalid)
    await markEmailConfirmed(tx, partnerId)
    await retireEmailConfirmations(tx, partnerId)
  })
}
