import {
  DomainError,
  partnerCreditView,
  partnerStatusMessages,
  toCents,
  type OpsPartner,
  type OpsPartnerCreditRequest,
  type PartnerCredit,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { SignedInOperator } from '../../plugins/operator-auth'
import { recordAudit } from '../audit'
import { findPartnerCreditTerms, unpaidOnAccountLines, type PartnerCreditTerms } from '../payments'
import { lockPartner, setPartnerStanding } from './ops-repository'
import { opsPartnerView } from './ops-partner-views'

// A partner's credit on account (issue 36, item 3; packages/domain partner/credit-limit.ts): the
// limit and the last month paid an admin records, and what the partner owes after it.

const today = (now: Date) => now.toISOString().slice(0, 10)

async function creditOf(
  db: Database,
  partnerId: string,
  terms: PartnerCreditTerms,
  now: Date,
): Promise<PartnerCredit> {
  return partnerCreditView({
    onAccount: terms.status === 'active' && terms.onAccountSince !== null,
    limitCents: terms.creditLimitCents,
    paidThrough: terms.paidThrough,
    lines: await unpaidOnAccountLines(db, partnerId, terms.paidThrough),
    today: today(now),
  })
}

/** The console's and the portal's credit panel for one partner; 404 for none. */
export async function partnerCredit(
  db: Database,
  partnerId: string,
  now = new Date(),
): Promise<PartnerCredit> {
  const terms = await findPartnerCreditTerms(db, partnerId)
  if (!terms) throw new DomainError('NOT_FOUND', partnerStatusMessages.partnerNotFound)
  return creditOf(db, partnerId, terms, now)
}

/**
 * PUT /ops/partners/{id}/credit (admins): sets the limit (null: none) and the last month paid,
 * audited as `partner.credit` with both before and after. Sending what is already so changes
 * nothing and writes no audit row. A limit below what is owed stops new bookings on account until
 * invoices are paid; it never touches bookings already made.
 */
export function setPartnerCredit(
  db: Database,
  operator: SignedInOperator,
  id: string,
  request: OpsPartnerCreditRequest,
): Promise<OpsPartner> {
  return db.transaction(async (tx) => {
    const before = await lockPartner(tx, id)
    if (!before) throw new DomainError('NOT_FOUND', partnerStatusMessages.partnerNotFound)
    const creditLimitCents = request.credit_limit === null ? null : toCents(request.credit_limit)
    const paidThrough = request.paid_through
    if (before.creditLimitCents === creditLimitCents && before.paidThrough === paidThrough) {
      return opsPartnerView(before)
    }
    const after = await setPartnerStanding(tx, id, { creditLimitCents, paidThrough })
    await recordAudit(tx, {
      operator: { id: operator.id },
      action: 'partner.credit',
      target: { kind: 'partner', id },
      before: opsPartnerView(before),
      after: opsPartnerView(after),
      reason: request.reason || null,
    })
    return opsPartnerView(after)
  })
}
