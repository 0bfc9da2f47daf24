import {
  commissionFromHundredths,
  DomainError,
  fromCents,
  paidJobStatusSchema,
  providerMessages,
  statementLine,
  statementTotals,
  wallClockInZone,
  type ProviderStatement,
  type StatementLineCents,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { findStatementProvider, statementJobs } from './repository'

const money = (line: StatementLineCents) => ({
  booked_fare: fromCents(line.bookedFareCents),
  refunded: fromCents(line.refundedCents),
  fare: fromCents(line.fareCents),
  commission: fromCents(line.commissionCents),
  payout: fromCents(line.payoutCents),
})

/**
 * One provider's statement for a month: each paid job with its figures, and the totals. Each
 * job's commission is the rate the provider had when the ride was given to it (decision 029);
 * the header shows today's rate.
 */
export async function providerStatement(
  db: Database,
  providerId: string,
  month: string,
): Promise<{
  statement: ProviderStatement
  lines: StatementLineCents[]
  totals: StatementLineCents
}> {
  const provider = isUuid(providerId) ? await findStatementProvider(db, providerId) : undefined
  if (!provider) throw new DomainError('NOT_FOUND', providerMessages.providerNotFound)
  const rows = await statementJobs(db, provider.id, month)
  const lines = rows.map((row) =>
    statementLine(row, row.commissionHundredths ?? provider.commissionHundredths),
  )
  const totals = statementTotals(lines)
  const jobs = rows.map((row, index) => {
    const local = wallClockInZone(row.pickupTime, row.timezone)
    return {
      booking_id: row.id,
      booking_code: row.bookingCode,
      status: paidJobStatusSchema.parse(row.status),
      ride_type: row.rideType,
      pickup_time: row.pickupTime.toISOString(),
      timezone: row.timezone,
      pickup_date_local: local.date,
      pickup_time_local: local.time,
      pickup_location: row.pickupLocation,
      dropoff_location: row.dropoffLocation,
      duration_hours: row.durationHours,
      driver_name: row.driverName,
      ...money(lines[index]!),
    }
  })
  const statement: ProviderStatement = {
    month,
    provider: {
      id: provider.id,
      name: provider.name,
      commission_percent: commissionFromHundredths(provider.commissionHundredths),
    },
    currency: 'USD',
    jobs,
    totals: { jobs: jobs.length, ...money(totals) },
  }
  return { statement, lines, totals }
}
