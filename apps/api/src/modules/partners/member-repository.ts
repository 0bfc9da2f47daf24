import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { partnerMembers, partnerSessions, partners } from '../../db/schema'

// What sign-in, sessions and the forgotten password need to know of a partner's team members
// (docs/decisions/030-partner-business-tools.md). The team's own screens use the partner-team
// module; both read partner_members.

/** A member on the team (not removed) who has chosen a password, by email, with the partner's state. */
export async function findMemberWhoMaySignIn(db: Database, email: string) {
  const [row] = await db
    .select({
      id: partnerMembers.id,
      partnerId: partnerMembers.partnerId,
      email: partnerMembers.email,
      passwordHash: partnerMembers.passwordHash,
      status: partners.status,
    })
    .from(partnerMembers)
    .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
    .where(
      and(
        eq(sql`lower(${partnerMembers.email})`, email.toLowerCase()),
        isNull(partnerMembers.removedAt),
        isNotNull(partnerMembers.passwordHash),
      ),
    )
    .limit(1)
  return row
}

/** Whether a member on any team (invited or joined) has this email. */
export async function isMemberEmail(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerMembers.id })
    .from(partnerMembers)
    .where(
      and(
        eq(sql`lower(${partnerMembers.email})`, email.toLowerCase()),
        isNull(partnerMembers.removedAt),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** A new password for a member still on the team; false when they were removed meanwhile. */
export async function updateMemberPassword(
  db: Database,
  memberId: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .update(partnerMembers)
    .set({ passwordHash })
    .where(and(eq(partnerMembers.id, memberId), isNull(partnerMembers.removedAt)))
    .returning({ id: partnerMembers.id })
  return rows.length > 0
}

/** Ends every session of one team member. */
export async function revokeMemberSessions(db: Database, memberId: string) {
  await db
    .update(partnerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(partnerSessions.memberId, memberId), isNull(partnerSessions.revokedAt)))
}
