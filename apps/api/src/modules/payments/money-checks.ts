import { moneyBreaks, paidForStatuses, type BookingStatus, type MoneyBreak } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { listPaymentsOf, listRefundsOf, moneyCheckCandidates } from './repository'

/** A booking whose money breaks a rule of moneyBreaks, as the console lists it. */
export type MoneyCheckFinding = {
  id: string
  bookingCode: string
  status: BookingStatus
  breaks: MoneyBreak[]
}

/** How far back the check looks, and how many bookings it reports at most. */
export const MONEY_CHECK_DAYS = 90
export const MONEY_CHECK_LIMIT = 50

/**
 * The bookings of the last MONEY_CHECK_DAYS days whose money breaks a rule (moneyBreaks in
 * packages/domain), newest first. The database narrows the search to bookings that gave money
 * back or hold less than their total while paid for; the domain's rules then judge each one on
 * its full records, so the rules are written once.
 */
export async function findMoneyBreaks(
  db: Database,
  now = new Date(),
): Promise<MoneyCheckFinding[]> {
  const since = new Date(now.getTime() - MONEY_CHECK_DAYS * 86_400_000)
  const candidates = await moneyCheckCandidates(
    db,
    since,
    [...paidForStatuses],
    MONEY_CHECK_LIMIT * 4,
  )
  if (candidates.length === 0) return []
  const ids = candidates.map((row) => row.id)
  // One query after the other: the caller may hold a transaction's single connection.
  const paid = await listPaymentsOf(db, ids)
  const given = await listRefundsOf(db, ids)
  const findings: MoneyCheckFinding[] = []
  for (const booking of candidates) {
    const breaks = moneyBreaks({
      status: booking.status,
      onAccount: booking.onAccount,
      totalCents: booking.totalCents,
      payments: paid
        .filter((row) => row.bookingId === booking.id)
        .map((row) => ({ ...row, status: row.status })),
      refunds: given
        .filter((row) => row.bookingId === booking.id)
        .map((row) => ({ ...row, status: row.status })),
    })
    if (breaks.length > 0) {
      findings.push({
        id: booking.id,
        bookingCode: booking.bookingCode,
        status: booking.status,
        breaks,
      })
    }
    if (findings.length === MONEY_CHECK_LIMIT) break
  }
  return findings
}
