import {
  DomainError,
  providerAccountMessages as m,
  providerMessages,
  type ProviderUserInvite,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { enqueueMail } from '../../mail/outbox'
import { recordAudit } from '../audit'
import { INVITATION_LIFETIME_MS, issueSetPasswordLink } from './password-links'
import { invitationMail, twoFactorResetMail } from './provider-mails'
import { providerUserView } from './provider-user-views'
import {
  findProvider,
  findProviderUser,
  insertProviderUser,
  listProviderUsers,
  retireUserTokens,
  updateProviderUser,
  type ProviderUserRow,
} from './repository'
import { endAllProviderSessions } from './session-repository'

// Operators see a provider's portal users in the registry; only admins change them (routes)
// (docs/decisions/029-providers-and-drivers.md#provider-accounts). Each change is audited in its
// own transaction, like the registry's (docs/decisions/014-audit.md).

/** The signed-in admin acting (the routes let no one else in). */
export type UserAdminActor = { id: string }

async function existingProvider(db: Database, id: string) {
  const provider = isUuid(id) ? await findProvider(db, id) : undefined
  if (!provider) throw new DomainError('NOT_FOUND', providerMessages.providerNotFound)
  return provider
}

async function existingUser(db: Database, providerId: string, userId: string) {
  const user = isUuid(userId) ? await findProviderUser(db, providerId, userId) : undefined
  if (!user) throw new DomainError('NOT_FOUND', m.userNotFound)
  return user
}

function audit(
  tx: Database,
  actor: UserAdminActor,
  action: string,
  before: ProviderUserRow | null,
  after: ProviderUserRow,
) {
  return recordAudit(tx, {
    operator: { id: actor.id },
    action,
    target: { kind: 'provider_user', id: after.id },
    before: before && providerUserView(before),
    after: providerUserView(after),
  })
}

export async function providerUsers(db: Database, providerId: string) {
  await existingProvider(db, providerId)
  return listProviderUsers(db, providerId)
}

/** Adds a portal user and mails their invitation, in one transaction with its audit entry. */
export async function inviteProviderUser(
  db: Database,
  actor: UserAdminActor,
  appBaseUrl: string,
  providerId: string,
  invite: ProviderUserInvite,
) {
  const provider = await existingProvider(db, providerId)
  if (!provider.active) throw new DomainError('CONFLICT', m.providerInactive)
  return db.transaction(async (tx) => {
    const user = await insertProviderUser(tx, { providerId, ...invite })
    if (!user) {
      throw new DomainError('CONFLICT', m.emailTaken, {
        details: [{ path: 'email', message: m.emailTaken }],
      })
    }
    const link = await issueSetPasswordLink(tx, appBaseUrl, user.id, INVITATION_LIFETIME_MS)
    await enqueueMail(tx, await invitationMail(user, provider.name, link))
    await audit(tx, actor, 'provider_user.invite', null, user)
    return user
  })
}

/** A fresh invitation for a user who has not chosen a password yet; older links stop working. */
export async function resendInvitation(
  db: Database,
  actor: UserAdminActor,
  appBaseUrl: string,
  providerId: string,
  userId: string,
) {
  const provider = await existingProvider(db, providerId)
  const user = await existingUser(db, providerId, userId)
  if (!provider.active) throw new DomainError('CONFLICT', m.providerInactive)
  if (user.status !== 'active') throw new DomainError('CONFLICT', m.invitationForDisabled)
  if (user.passwordHash !== null) throw new DomainError('CONFLICT', m.invitationNotNeeded)
  return db.transaction(async (tx) => {
    const link = await issueSetPasswordLink(tx, appBaseUrl, user.id, INVITATION_LIFETIME_MS)
    await enqueueMail(tx, await invitationMail(user, provider.name, link))
    await audit(tx, actor, 'provider_user.resend_invitation', user, user)
    return user
  })
}

/** Disables the user: their sessions end and their links and tickets stop working. */
export async function disableProviderUser(
  db: Database,
  actor: UserAdminActor,
  providerId: string,
  userId: string,
) {
  await existingProvider(db, providerId)
  const before = await existingUser(db, providerId, userId)
  if (before.status === 'disabled') throw new DomainError('CONFLICT', m.alreadyDisabled)
  return db.transaction(async (tx) => {
    const user = (await updateProviderUser(tx, userId, { status: 'disabled' }))!
    await endAllProviderSessions(tx, userId)
    await retireUserTokens(tx, userId)
    await audit(tx, actor, 'provider_user.disable', before, user)
    return user
  })
}

/** Lets a disabled user sign in again with their password; the provider must be active. */
export async function enableProviderUser(
  db: Database,
  actor: UserAdminActor,
  providerId: string,
  userId: string,
) {
  const provider = await existingProvider(db, providerId)
  const before = await existingUser(db, providerId, userId)
  if (before.status === 'active') throw new DomainError('CONFLICT', m.alreadyActive)
  if (!provider.active) throw new DomainError('CONFLICT', m.providerInactive)
  return db.transaction(async (tx) => {
    const user = (await updateProviderUser(tx, userId, { status: 'active' }))!
    await audit(tx, actor, 'provider_user.enable', before, user)
    return user
  })
}

/**
 * Turns two-step sign-in off for a user who lost their authenticator app: their sessions end,
 * they sign in with the password alone and may set up a new app. They are told by mail.
 */
export async function resetProviderUserTwoFactor(
  db: Database,
  actor: UserAdminActor,
  providerId: string,
  userId: string,
) {
  await existingProvider(db, providerId)
  const before = await existingUser(db, providerId, userId)
  if (!before.totpEnabled) throw new DomainError('CONFLICT', m.twoFactorNotOnForUser)
  return db.transaction(async (tx) => {
    const user = (await updateProviderUser(tx, userId, {
      totpEnabled: false,
      totpSecret: null,
      totpLastStep: null,
    }))!
    await endAllProviderSessions(tx, userId)
    await retireUserTokens(tx, userId)
    await enqueueMail(tx, await twoFactorResetMail(user))
    await audit(tx, actor, 'provider_user.reset_two_factor', before, user)
    return user
  })
}
