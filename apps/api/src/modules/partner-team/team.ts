import {
  DomainError,
  PARTNER_INVITATION_LIFETIME_HOURS,
  partnerTeamMessages as m,
  type PartnerAcceptInvitation,
  type PartnerActor,
  type PartnerInvite,
  type PartnerMember,
  type PartnerRole,
  type PartnerTeamResponse,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashPassword } from '../../lib/passwords'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { isUuid } from '../../lib/uuid'
import { enqueueMail } from '../../mail/outbox'
import {
  claimInvitation,
  findAccount,
  findMember,
  insertMember,
  isEmailInUse,
  isInvitationUsable,
  listMembers,
  removeMember,
  updateMember,
  type PartnerMemberRow,
} from './repository'
import { invitationMail } from './team-mails'

// A partner's team (docs/decisions/030-partner-business-tools.md). The routes let only the
// account's admins in here (its own login, or a member with the admin role); every lookup is
// within the signed-in partner, so another partner's member answers 404.

const INVITATION_LIFETIME_MS = PARTNER_INVITATION_LIFETIME_HOURS * 60 * 60 * 1000

/** The admin acting: the account's own login or one of its admin members. */
export type TeamAdmin = { partnerId: string; actor: PartnerActor }

const iso = (date: Date | null) => (date ? date.toISOString() : null)

export function memberView(row: PartnerMemberRow, now = new Date()): PartnerMember {
  const joined = row.passwordHash !== null
  const expired = !joined && (row.inviteExpiresAt === null || row.inviteExpiresAt <= now)
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: joined ? 'active' : expired ? 'invitation_expired' : 'invited',
    invited_at: row.createdAt.toISOString(),
    invitation_expires_at: joined ? null : iso(row.inviteExpiresAt),
    joined_at: iso(row.joinedAt),
  }
}

const notFound = () => new DomainError('NOT_FOUND', m.memberNotFound)
const emailUnavailable = () =>
  new DomainError('CONFLICT', m.emailUnavailable, {
    details: [{ path: 'email', message: m.emailUnavailable }],
  })

async function existingMember(db: Database, partnerId: string, id: string) {
  const member = isUuid(id) ? await findMember(db, partnerId, id) : undefined
  if (!member) throw notFound()
  return member
}

function refuseSelf(admin: TeamAdmin, member: PartnerMemberRow) {
  if (admin.actor.kind === 'member' && admin.actor.memberId === member.id) {
    throw new DomainError('CONFLICT', m.notYourself)
  }
}

function invitationLink(appBaseUrl: string) {
  const token = newSecretToken()
  return {
    // In the fragment, which browsers send neither to a server nor in a Referer.
    link: `${appBaseUrl}/partner/join#token=${token}`,
    inviteTokenHash: hashSecretToken(token),
    inviteExpiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
  }
}

async function queueInvitation(
  tx: Database,
  admin: TeamAdmin,
  member: Pick<PartnerMemberRow, 'email' | 'name' | 'role'>,
  link: string,
) {
  const account = await findAccount(tx, admin.partnerId)
  const accountName = account?.businessName?.trim() || account?.email || 'your company'
  const invitedBy = admin.actor.kind === 'api_key' ? accountName : admin.actor.email
  await enqueueMail(tx, await invitationMail(member, { name: accountName, invitedBy }, link))
}

export async function teamOf(db: Database, partnerId: string): Promise<PartnerTeamResponse> {
  const [account, members] = await Promise.all([
    findAccount(db, partnerId),
    listMembers(db, partnerId),
  ])
  const now = new Date()
  return {
    owner: { email: account?.email ?? '', role: 'admin' },
    members: members.map((row) => memberView(row, now)),
  }
}

/**
 * Adds a colleague and mails their invitation. An email in use anywhere (any account's own
 * login, any team's member, this one's included) gets one neutral refusal, so the answer does
 * not tell whose it is.
 */
export async function inviteMember(
  db: Database,
  admin: TeamAdmin,
  appBaseUrl: string,
  invite: PartnerInvite,
): Promise<PartnerMember> {
  if (await isEmailInUse(db, invite.email)) throw emailUnavailable()
  const { link, ...token } = invitationLink(appBaseUrl)
  return db.transaction(async (tx) => {
    const member = await insertMember(tx, {
      partnerId: admin.partnerId,
      email: invite.email,
      name: invite.name,
      role: invite.role,
      invitedByMemberId: admin.actor.kind === 'member' ? admin.actor.memberId : null,
      ...token,
    })
    if (!member) throw emailUnavailable()
    await queueInvitation(tx, admin, member, link)
    return memberView(member)
  })
}

/** A fresh link for a colleague who has not joined yet; the earlier one stops working. */
export async function resendInvitation(
  db: Database,
  admin: TeamAdmin,
  appBaseUrl: string,
  memberId: string,
): Promise<PartnerMember> {
  const member = await existingMember(db, admin.partnerId, memberId)
  if (member.passwordHash !== null) throw new DomainError('CONFLICT', m.invitationNotNeeded)
  const { link, ...token } = invitationLink(appBaseUrl)
  return db.transaction(async (tx) => {
    const updated = await updateMember(tx, admin.partnerId, member.id, token)
    if (!updated) throw notFound()
    await queueInvitation(tx, admin, updated, link)
    return memberView(updated)
  })
}

/** A new role takes effect on the member's next call: sessions read it each time. */
export async function changeRole(
  db: Database,
  admin: TeamAdmin,
  memberId: string,
  role: PartnerRole,
): Promise<PartnerMember> {
  const member = await existingMember(db, admin.partnerId, memberId)
  refuseSelf(admin, member)
  const updated = await updateMember(db, admin.partnerId, member.id, { role })
  if (!updated) throw notFound()
  return memberView(updated)
}

/** Cancels an invitation or removes a member; their sessions end at once. */
export async function removeFromTeam(
  db: Database,
  admin: TeamAdmin,
  memberId: string,
): Promise<{ message: string; member: PartnerMember }> {
  const member = await existingMember(db, admin.partnerId, memberId)
  refuseSelf(admin, member)
  const removed = await db.transaction((tx) => removeMember(tx, admin.partnerId, member.id))
  if (!removed) throw notFound()
  return {
    message: member.passwordHash === null ? m.invitationCancelled : m.memberRemoved,
    member: memberView(member),
  }
}

const invalidInvitation = () => new DomainError('BAD_REQUEST', m.invitationInvalid)

/** The invited colleague chooses a password; the link is used up. Returns their email. */
export async function acceptInvitation(
  db: Database,
  { token, password }: PartnerAcceptInvitation,
): Promise<string> {
  const tokenHash = hashSecretToken(token)
  // Checked first so a bogus token costs no password hashing.
  if (!(await isInvitationUsable(db, tokenHash))) throw invalidInvitation()
  const passwordHash = await hashPassword(password)
  const email = await claimInvitation(db, tokenHash, passwordHash)
  if (!email) throw invalidInvitation()
  return email
}
