import { eq, inArray, sql } from 'drizzle-orm'
import { commissionEarningStatuses } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { bookings, partners } from '../../db/schema'

// Affiliate commission and referral credit (docs/decisions/030-partner-business-tools.md).

export async function referralCodeInUse(tx: Database, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.referralCode, code))
    .limit(1)
  return row !== undefined
}

export async function setAffiliateCommission(
  tx: Database,
  id: string,
  change: { commissionPercent: number; referralCode?: string },
) {
  const [row] = await tx
    .update(partners)
    .set({
      affiliateCommissionPercent: change.commissionPercent,
      ...(change.referralCode ? { referralCode: change.referralCode } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(partners.id, id))
    .returning()
  return row!
}

export async function findAffiliate(db: Database, id: string) {
  const [row] = await db
    .select({
      referralCode: partners.referralCode,
      commissionPercent: partners.affiliateCommissionPercent,
    })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1)
  return row
}

/**
 * Bookings credited to the partner, those that earn (paid, not called off), and their commission
 * in cents, each at the percent stored with it and rounded on its own as
 * `affiliateCommissionCents` does (round() of a positive numeric rounds half up).
 */
export async function referralStats(db: Database, partnerId: string) {
  const earning = inArray(bookings.bookingStatus, [...commissionEarningStatuses])
  const [row] = await db
    .select({
      referred: sql<number>`count(*)`.mapWith(Number),
      earning: sql<number>`count(*) filter (where ${earning})`.mapWith(Number),
      commissionCents:
        sql<number>`coalesce(sum(round(${bookings.totalCents} * ${bookings.affiliateCommissionPercent} / 100.0)) filter (where ${earning}), 0)`.mapWith(
          Number,
        ),
    })
    .from(bookings)
    .where(eq(bookings.referralPartnerId, partnerId))
  return row!
}
