import { statementBookingStatuses, type OnAccountLineCents } from '@ridelane/domain'
import { and, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings } from '../../db/tables/bookings'
import { partners } from '../../db/tables/partners'
import { refunds } from '../../db/tables/payments'

// What a partner owes on account, read the way its statement reads it
// (docs/decisions/030-partner-business-tools.md): real bookings that were confirmed, by the month
// of their pickup on the pickup's own calendar, less what went back.

// Spelled out: in a query of one table Drizzle leaves columns unqualified, and a bare "id" in
// the subquery would be the refund's own.
const bookingIdColumn = sql`${sql.identifier('bookings')}.${sql.identifier('id')}`

/**
 * What went back to the partner: for a card booking, the refunds given or on their way for the
 * ride itself (a change's refund only returns a difference the total already lost, so it is left
 * out, as on the provider statement); for a booking on account, the refund its cancellation
 * recorded, which the account is credited.
 */
export const partnerRefundedCents = sql<number>`case when ${bookings.onAccount}
  then case when ${bookings.bookingStatus} = 'cancelled' then coalesce(${bookings.refundAmountCents}, 0) else 0 end
  else (select coalesce(sum(${refunds.amountCents}), 0)
    from ${refunds} where ${refunds.bookingId} = ${bookingIdColumn}
    and ${refunds.status} in ('pending', 'succeeded')
    and ${refunds.reason} not like 'change:%') end`.mapWith(Number)

/** A booking's statement month: its pickup's 'YYYY-MM' on the pickup's own calendar. */
const statementMonth = sql<string>`to_char(${bookings.pickupTime} at time zone ${bookings.timezone}, 'YYYY-MM')`

export type PartnerCreditTerms = {
  status: string
  onAccountSince: Date | null
  creditLimitCents: number | null
  paidThrough: string | null
}

const termColumns = {
  status: partners.status,
  onAccountSince: partners.onAccountSince,
  creditLimitCents: partners.creditLimitCents,
  paidThrough: partners.paidThrough,
}

export async function findPartnerCreditTerms(
  db: Database,
  partnerId: string,
): Promise<PartnerCreditTerms | undefined> {
  const [row] = await db.select(termColumns).from(partners).where(eq(partners.id, partnerId))
  return row
}

/**
 * Locks the partner's row for a charge to its account: two bookings or changes of one partner
 * then take turns, and each reads the balance the other left (docs/decisions/024-payments.md).
 */
export async function lockPartnerCreditTerms(
  tx: Database,
  partnerId: string,
): Promise<PartnerCreditTerms | undefined> {
  const [row] = await tx
    .select(termColumns)
    .from(partners)
    .where(eq(partners.id, partnerId))
    .for('update')
  return row
}

/** The partner's on-account statement lines of every month after `paidThrough`. */
export function unpaidOnAccountLines(
  db: Database,
  partnerId: string,
  paidThrough: string | null,
): Promise<OnAccountLineCents[]> {
  const conditions: SQL[] = [
    eq(bookings.partnerId, partnerId),
    eq(bookings.onAccount, true),
    eq(bookings.sandbox, false),
    isNotNull(bookings.confirmedAt),
    inArray(bookings.bookingStatus, [...statementBookingStatuses]),
  ]
  if (paidThrough !== null) conditions.push(gt(statementMonth, paidThrough))
  return db
    .select({
      month: statementMonth,
      totalCents: bookings.totalCents,
      partnerDiscountCents: bookings.partnerDiscountCents,
      refundedCents: partnerRefundedCents,
    })
    .from(bookings)
    .where(and(...conditions))
}
