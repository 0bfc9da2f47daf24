import { and, desc, eq, gt, isNull, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { partnerPricing, type PartnerActor } from '@ridelane/domain'
import {
  bookings,
  partnerEmailConfirmations,
  partnerMembers,
  partnerSessions,
  partners,
  passwordResetTokens,
} from '../../db/schema'
import type { SignedInPartner } from '../../plugins/partner-auth'

// The only file of the partners feature that touches Drizzle (docs/architecture.md#api). Every
// booking read filters on the signed-in partner's id: no other id from a request reaches a query.

export type PartnerRow = typeof partners.$inferSelect

const activeSession = (tokenHash: string) =>
  and(
    eq(partnerSessions.tokenHash, tokenHash),
    isNull(partnerSessions.revokedAt),
    gt(partnerSessions.expiresAt, sql`now()`),
  )

export async function findPartnerBySession(
  db: Database,
  tokenHash: string,
): Promise<SignedInPartner | null> {
  const [row] = await db
    .select({
      id: partners.id,
      email: partners.email,
      status: partners.status,
      discountPercent: partners.discountPercent,
      ratePlan: partners.ratePlan,
      netPercent: partners.netPercent,
      markupPercent: partners.markupPercent,
      hidePrices: partners.hidePrices,
      netRates: partners.netRates,
      sessionMemberId: partnerSessions.memberId,
      memberId: partnerMembers.id,
      memberEmail: partnerMembers.email,
      memberRole: partnerMembers.role,
    })
    .from(partnerSessions)
    .innerJoin(partners, eq(partners.id, partnerSessions.partnerId))
    // A team member's session opens only while the member is on the team (of this partner).
    .leftJoin(
      partnerMembers,
      and(
        eq(partnerMembers.id, partnerSessions.memberId),
        eq(partnerMembers.partnerId, partnerSessions.partnerId),
        isNull(partnerMembers.removedAt),
      ),
    )
    .where(and(activeSession(tokenHash), notInArray(partners.status, ['suspended', 'closed'])))
    .limit(1)
  if (!row) return null
  if (row.sessionMemberId !== null && row.memberId === null) return null
  const status = row.status
  const actor: PartnerActor =
    row.memberId !== null
      ? { kind: 'member', memberId: row.memberId, email: row.memberEmail!, role: row.memberRole! }
      : { kind: 'owner', email: row.email, role: 'admin' }
  return {
    id: row.id,
    email: row.email,
    status,
    ...partnerPricing(row, status),
    actor,
  }
}

export async function insertSession(
  db: Database,
  session: { partnerId: string; memberId: string | null; tokenHash: string; expiresAt: Date },
) {
  await db.insert(partnerSessions).values(session)
}

export async function revokeSession(db: Database, tokenHash: string) {
  await db
    .update(partnerSessions)
    .set({ revokedAt: sql`now()` })
    .where(activeSession(tokenHash))
}

/** The account's own login's sessions (a reset of its password), not its team members'. */
export async function revokeOwnerSessions(db: Database, partnerId: string) {
  await db
    .update(partnerSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(partnerSessions.partnerId, partnerId),
        isNull(partnerSessions.memberId),
        isNull(partnerSessions.revokedAt),
      ),
    )
}

/** Every session of the account, its team members' too (suspension). */
export async function revokeEverySession(db: Database, partnerId: string) {
  await db
    .update(partnerSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(partnerSessions.partnerId, partnerId), isNull(partnerSessions.revokedAt)))
}

/**
 * Null when the email (any case) is taken: the unique index decides, so races cannot slip by.
 * The sign-up email and number are the admin ones too until the partner says otherwise.
 */
export async function insertPartner(
  db: Database,
  account: { email: string; contactNumber: string; passwordHash: string },
): Promise<string | null> {
  const [row] = await db
    .insert(partners)
    .values({
      ...account,
      adminEmail: account.email,
      adminContact: account.contactNumber,
      status: 'email_unconfirmed',
      discountPercent: 0,
    })
    .onConflictDoNothing()
    .returning({ id: partners.id })
  return row?.id ?? null
}

export async function findPartnerByEmail(db: Database, email: string) {
  const [row] = await db
    .select({
      id: partners.id,
      email: partners.email,
      passwordHash: partners.passwordHash,
      status: partners.status,
    })
    .from(partners)
    .where(eq(sql`lower(${partners.email})`, email.toLowerCase()))
    .limit(1)
  return row
}

export async function findPartnerById(db: Database, id: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1)
  return row
}

export type ProfileChanges = Pick<
  PartnerRow,
  | 'businessName'
  | 'adminEmail'
  | 'adminContact'
  | 'address'
  | 'country'
  | 'city'
  | 'taxId'
  | 'website'
>

export async function updateProfile(db: Database, id: string, changes: ProfileChanges) {
  const [row] = await db
    .update(partners)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(partners.id, id))
    .returning()
  return row
}

export async function updatePasswordHash(db: Database, id: string, passwordHash: string) {
  await db
    .update(partners)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(partners.id, id))
}

export async function insertResetToken(
  db: Database,
  token: { partnerId: string; memberId: string | null; tokenHash: string; expiresAt: Date },
) {
  await db.insert(passwordResetTokens).values(token)
}

const usableResetToken = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  )

export async function isResetTokenUsable(db: Database, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usableResetToken(tokenHash))
    .limit(1)
  return row !== undefined
}

/**
 * Marks the token used and returns whose it is (the account's own login when `memberId` is
 * null), or null when it was not usable (single use).
 */
export async function consumeResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(usableResetToken(tokenHash))
    .returning({ partnerId: passwordResetTokens.partnerId, memberId: passwordResetTokens.memberId })
  return row ?? null
}

/** Other links sent earlier to the same login (the account's own, or one member's) die with a reset. */
export async function retireResetTokens(db: Database, partnerId: string, memberId: string | null) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.partnerId, partnerId),
        memberId === null
          ? isNull(passwordResetTokens.memberId)
          : eq(passwordResetTokens.memberId, memberId),
        isNull(passwordResetTokens.usedAt),
      ),
    )
}

export async function bookingStats(db: Database, partnerId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      confirmed:
        sql<number>`count(*) filter (where ${bookings.bookingStatus} = 'confirmed')`.mapWith(
          Number,
        ),
      pending:
        sql<number>`count(*) filter (where ${bookings.bookingStatus} = 'pending_payment')`.mapWith(
          Number,
        ),
      revenueCents:
        sql<number>`coalesce(sum(${bookings.totalCents}) filter (where ${bookings.bookingStatus} = 'confirmed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(eq(bookings.partnerId, partnerId))
  return row!
}

/** The partner's bookings, newest first. */
export function bookingsPage(db: Database, partnerId: string, offset: number, limit: number) {
  return db
    .select({
      id: bookings.id,
      bookingCode: bookings.bookingCode,
      pickupLocation: bookings.pickupLocation,
      dropoffLocation: bookings.dropoffLocation,
      pickupTime: bookings.pickupTime,
      createdAt: bookings.createdAt,
      totalCents: bookings.totalCents,
      bookingStatus: bookings.bookingStatus,
    })
    .from(bookings)
    .where(eq(bookings.partnerId, partnerId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .offset(offset)
    .limit(limit)
}
export type PartnerBookingRow = Awaited<ReturnType<typeof bookingsPage>>[number]

export async function insertEmailConfirmation(
  db: Database,
  link: { partnerId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(partnerEmailConfirmations).values(link)
}

/** Links mailed earlier stop working when a new one goes out or one is used. */
export async function retireEmailConfirmations(db: Database, partnerId: string) {
  await db
    .update(partnerEmailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(partnerEmailConfirmations.partnerId, partnerId),
        isNull(partnerEmailConfirmations.usedAt),
      ),
    )
}

/** Marks the link used and returns its partner, or null when it was not usable (single use). */
export async function consumeEmailConfirmation(db: Database, tokenHash: string) {
  const [row] = await db
    .update(partnerEmailConfirmations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(partnerEmailConfirmations.tokenHash, tokenHash),
        isNull(partnerEmailConfirmations.usedAt),
        gt(partnerEmailConfirmations.expiresAt, sql`now()`),
      ),
    )
    .returning({ partnerId: partnerEmailConfirmations.partnerId })
  return row?.partnerId ?? null
}

/** email_unconfirmed -> pending_approval; any other state stays as it is. */
export async function markEmailConfirmed(db: Database, partnerId: string) {
  await db
    .update(partners)
    .set({ status: 'pending_approval', emailConfirmedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(partners.id, partnerId), eq(partners.status, 'email_unconfirmed')))
}
