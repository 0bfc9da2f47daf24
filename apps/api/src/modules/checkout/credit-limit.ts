import { DomainError, exceedsCreditLimit, onAccountBalanceCents } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { lockPartnerCreditTerms, unpaidOnAccountLines } from '../payments'

/** What puts money on a partner's account: the booking it belongs to, and the amount added. */
export type AccountCharge = {
  partnerId: string | null
  /** A test key's booking never counts towards a balance and is never refused. */
  sandbox: boolean
  amountCents: number
}

/**
 * In the transaction that puts `amountCents` on a partner's account (a booking confirmed on
 * account, a change that makes one dearer): locks the partner's row, so two charges take turns and
 * the second reads the balance the first left, then refuses with 402 CREDIT_LIMIT_EXCEEDED when the
 * balance would go past the partner's limit (packages/domain partner/credit-limit.ts).
 */
export async function assertWithinCreditLimit(
  tx: Database,
  charge: AccountCharge,
  refusal: (limitCents: number, balanceCents: number) => string,
): Promise<void> {
  if (!charge.partnerId || charge.sandbox || charge.amountCents <= 0) return
  const terms = await lockPartnerCreditTerms(tx, charge.partnerId)
  if (!terms || terms.creditLimitCents === null) return
  const lines = await unpaidOnAccountLines(tx, charge.partnerId, terms.paidThrough)
  const balanceCents = onAccountBalanceCents(lines)
  const limitCents = terms.creditLimitCents
  if (exceedsCreditLimit({ limitCents, balanceCents, amountCents: charge.amountCents })) {
    throw new DomainError('CREDIT_LIMIT_EXCEEDED', refusal(limitCents, balanceCents))
  }
}
