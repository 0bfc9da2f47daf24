import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { partners } from '../../db/schema'

/**
 * The affiliate a referral code names, when it may earn now: an active partner with a
 * commission above 0 (docs/decisions/030-partner-business-tools.md). Anything else: undefined.
 */
export async function findEarningAffiliate(db: Database, referralCode: string) {
  const [row] = await db
    .select({ id: partners.id, commissionPercent: partners.affiliateCommissionPercent })
    .from(partners)
    .where(
      and(
        eq(partners.referralCode, referralCode),
        eq(partners.status, 'active'),
        gt(partners.affiliateCommissionPercent, 0),
      ),
    )
    .limit(1)
  return row
}
