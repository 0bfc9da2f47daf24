import {
  DomainError,
  providerAccountMessages as m,
  type ProviderSetPassword,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashPassword } from '../../lib/passwords'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { enqueueMail } from '../../mail/outbox'
import { endAllProviderSessions } from './session-repository'
import { resetMail } from './provider-mails'
import {
  consumeToken,
  findUsableToken,
  findUserWhoMaySignIn,
  insertUserToken,
  retireUserTokens,
  updateProviderUser,
} from './repository'

/** An invitation waits long enough to be read after a weekend, like an operator's. */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000
/** A forgotten-password link lasts an hour, like a partner's reset link. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000

/**
 * A new single-use set-password link; the user's earlier links stop working. The token travels
 * in the fragment, which browsers send neither to a server nor in a Referer.
 */
export async function issueSetPasswordLink(
  tx: Database,
  appBaseUrl: string,
  providerUserId: string,
  lifetimeMs: number,
): Promise<string> {
  const token = newSecretToken()
  await retireUserTokens(tx, providerUserId, 'set_password')
  await insertUserToken(tx, {
    providerUserId,
    purpose: 'set_password',
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + lifetimeMs),
  })
  return `${appBaseUrl}/provider/set-password#token=${token}`
}

const invalidLink = () => new DomainError('BAD_REQUEST', m.linkInvalid)

/** Sets the password from a link, uses the link up and ends every session of the user. */
export async function setPassword(db: Database, { token, password }: ProviderSetPassword) {
  const tokenHash = hashSecretToken(token)
  // Checked first so a bogus token costs no password hashing.
  const found = await findUsableToken(db, 'set_password', tokenHash)
  if (!found || found.user.status !== 'active' || !found.providerActive) throw invalidLink()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    // The atomic claim decides between two uses of one link racing each other.
    const userId = await consumeToken(tx, 'set_password', tokenHash)
    if (!userId) throw invalidLink()
    await updateProviderUser(tx, userId, { passwordHash })
    await endAllProviderSessions(tx, userId)
    await retireUserTokens(tx, userId, 'set_password')
  })
}

export type ResetMailContext = {
  db: Database
  appBaseUrl: string
  deliverMail: () => Promise<void>
}

/**
 * Mails a one-hour set-password link if a user who may sign in has this email. Runs after the
 * answer has gone out, so how long it takes tells the caller nothing.
 */
export async function sendResetLink(
  { db, appBaseUrl, deliverMail }: ResetMailContext,
  email: string,
): Promise<void> {
  const user = await findUserWhoMaySignIn(db, email)
  if (!user) return
  await db.transaction(async (tx) => {
    const link = await issueSetPasswordLink(tx, appBaseUrl, user.id, RESET_LINK_LIFETIME_MS)
    await enqueueMail(tx, await resetMail(user.email, link))
  })
  await deliverMail()
}
