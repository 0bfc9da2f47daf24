import { randomBytes } from 'node:crypto'
import {
  DomainError,
  fromCents,
  partnerStatusMessages,
  referralCodeFromRandomBytes,
  type OpsPartner,
  type PartnerAffiliate,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { SignedInOperator } from '../../plugins/operator-auth'
import { recordAudit } from '../audit'
import {
  findAffiliate,
  referralCodeInUse,
  referralStats,
  setAffiliateCommission,
} from './affiliate-repository'
import { lockPartner } from './ops-repository'
import { opsPartnerView } from './ops-partner-views'

// 31^8 codes: a clash is rare; a few fresh tries settle it.
const MAX_CODE_ATTEMPTS = 5

async function freshReferralCode(tx: Database): Promise<string> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const code = referralCodeFromRandomBytes(randomBytes(8))
    if (!(await referralCodeInUse(tx, code))) return code
  }
  throw new Error('Could not find a free referral code')
}

/**
 * Sets a partner's affiliate commission (admins, like its discount). A commission above 0 gives
 * a partner without a code its referral code, kept for good: setting 0 stops new credit while
 * its widget stays in place. Bookings already made keep the percent they were made with.
 */
export function setPartnerCommission(
  db: Database,
  operator: SignedInOperator,
  id: string,
  commissionPercent: number,
): Promise<OpsPartner> {
  return db.transaction(async (tx) => {
    const before = await lockPartner(tx, id)
    if (!before) throw new DomainError('NOT_FOUND', partnerStatusMessages.partnerNotFound)
    const needsCode = commissionPercent > 0 && !before.referralCode
    const after = await setAffiliateCommission(tx, id, {
      commissionPercent,
      referralCode: needsCode ? await freshReferralCode(tx) : undefined,
    })
    await recordAudit(tx, {
      operator: { id: operator.id },
      action: 'partner.commission',
      target: { kind: 'partner', id },
      before: opsPartnerView(before),
      after: opsPartnerView(after),
      reason: null,
    })
    return opsPartnerView(after)
  })
}

/** The portal's view: the partner's code, commission and the bookings its widget brought. */
export async function partnerAffiliate(db: Database, partnerId: string): Promise<PartnerAffiliate> {
  const [affiliate, stats] = await Promise.all([
    findAffiliate(db, partnerId),
    referralStats(db, partnerId),
  ])
  return {
    referral_code: affiliate?.referralCode ?? null,
    commission_percent: affiliate?.commissionPercent ?? 0,
    referred_bookings: stats.referred,
    earning_bookings: stats.earning,
    commission_earned: fromCents(stats.commissionCents),
  }
}
