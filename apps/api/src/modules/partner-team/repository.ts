import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { partnerMembers, partnerSessions, partners, passwordResetTokens } from '../../db/schema'

// The partner team feature's Drizzle queries (docs/decisions/030-partner-business-tools.md).
// Every read and change names the signed-in partner's id beside the member's, so another
// partner's member is never found.

export type PartnerMemberRow = typeof partnerMembers.$inferSelect

const onTeam = (partnerId: string) =>
  and(eq(partnerMembers.partnerId, partnerId), isNull(partnerMembers.removedAt))

/** The account's own login and the name its invitations carry. */
export async function findAccount(db: Database, partnerId: string) {
  const [row] = await db
    .select({ email: partners.email, businessName: partners.businessName })
    .from(partners)
    .where(eq(partners.id, partnerId))
  return row
}

/** The team, oldest invitation first; removed members and cancelled invitations are left out. */
export function listMembers(db: Database, partnerId: string) {
  return db
    .select()
    .from(partnerMembers)
    .where(onTeam(partnerId))
    .orderBy(asc(partnerMembers.createdAt), asc(partnerMembers.email))
}

export async function findMember(db: Database, partnerId: string, id: string) {
  const [row] = await db
    .select()
    .from(partnerMembers)
    .where(and(onTeam(partnerId), eq(partnerMembers.id, id)))
  return row
}

/** Whether any partner's own login, or any member on any team, already uses this email. */
export async function isEmailInUse(db: Database, email: string): Promise<boolean> {
  const lower = email.toLowerCase()
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(partners)
    .where(eq(sql`lower(${partners.email})`, lower))
    .union(
      db
        .select({ n: sql<number>`1` })
        .from(partnerMembers)
        .where(
          and(eq(sql`lower(${partnerMembers.email})`, lower), isNull(partnerMembers.removedAt)),
        ),
    )
    .limit(1)
  return row !== undefined
}

/** Null when a member on some team took the email meanwhile (the unique index decides). */
export async function insertMember(
  db: Database,
  member: Pick<
    typeof partnerMembers.$inferInsert,
    | 'partnerId'
    | 'email'
    | 'name'
    | 'role'
    | 'inviteTokenHash'
    | 'inviteExpiresAt'
    | 'invitedByMemberId'
  >,
): Promise<PartnerMemberRow | null> {
  const [row] = await db.insert(partnerMembers).values(member).onConflictDoNothing().returning()
  return row ?? null
}

export async function updateMember(
  db: Database,
  partnerId: string,
  id: string,
  changes: Partial<Pick<PartnerMemberRow, 'role' | 'inviteTokenHash' | 'inviteExpiresAt'>>,
) {
  const [row] = await db
    .update(partnerMembers)
    .set(changes)
    .where(and(onTeam(partnerId), eq(partnerMembers.id, id)))
    .returning()
  return row
}

/**
 * Takes the member off the team: the row stays (bookings name who booked), their invitation
 * link, reset links and every session stop working, in the caller's transaction.
 */
export async function removeMember(db: Database, partnerId: string, id: string) {
  const [row] = await db
    .update(partnerMembers)
    .set({ removedAt: sql`now()`, inviteTokenHash: null, inviteExpiresAt: null })
    .where(and(onTeam(partnerId), eq(partnerMembers.id, id)))
    .returning()
  if (!row) return undefined
  await db
    .update(partnerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(partnerSessions.memberId, id), isNull(partnerSessions.revokedAt)))
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.memberId, id), isNull(passwordResetTokens.usedAt)))
  return row
}

const usableInvitation = (tokenHash: string) =>
  and(
    eq(partnerMembers.inviteTokenHash, tokenHash),
    isNull(partnerMembers.removedAt),
    isNull(partnerMembers.passwordHash),
    gt(partnerMembers.inviteExpiresAt, sql`now()`),
  )

export async function isInvitationUsable(db: Database, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerMembers.id })
    .from(partnerMembers)
    .where(usableInvitation(tokenHash))
  return row !== undefined
}

/**
 * Sets the member's password from their invitation and uses the link up, atomically: of two
 * uses racing each other only one finds it usable. Returns the member's email, or null.
 */
export async function claimInvitation(
  db: Database,
  tokenHash: string,
  passwordHash: string,
): Promise<string | null> {
  const [row] = await db
    .update(partnerMembers)
    .set({ passwordHash, inviteTokenHash: null, inviteExpiresAt: null, joinedAt: sql`now()` })
    .where(usableInvitation(tokenHash))
    .returning({ email: partnerMembers.email })
  return row?.email ?? null
}
