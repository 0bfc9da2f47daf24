import { centsText, type ProviderStatement, type StatementLineCents } from '@ridelane/domain'
import { stringify } from 'csv-stringify/sync'
import { csvCell as cell } from '../../lib/csv-cell'

const header = [
  'Booking code',
  'Status',
  'Pickup date',
  'Pickup time',
  'Time zone',
  'Pickup',
  'Drop-off',
  'Driver',
  'Booked fare (USD)',
  'Refunded (USD)',
  'Fare (USD)',
  'Commission (USD)',
  'Payout (USD)',
]

const amounts = (line: StatementLineCents) => [
  centsText(line.bookedFareCents),
  centsText(line.refundedCents),
  centsText(line.fareCents),
  centsText(line.commissionCents),
  centsText(line.payoutCents),
]

/**
 * The statement as CSV: a row per job and a last row of totals, every amount written from whole
 * cents, so the columns add up exactly. A month holds at most a few thousand jobs, so the file is
 * made in one go rather than streamed like the bookings board's export.
 */
export function statementCsv(
  statement: ProviderStatement,
  lines: readonly StatementLineCents[],
  totals: StatementLineCents,
): string {
  const rows = statement.jobs.map((job, index) => [
    job.booking_code,
    job.status === 'no_show' ? 'No-show' : 'Completed',
    job.pickup_date_local,
    job.pickup_time_local,
    job.timezone,
    cell(job.pickup_location),
    cell(job.dropoff_location ?? (job.duration_hours ? `${job.duration_hours} h by the hour` : '')),
    cell(job.driver_name),
    ...amounts(lines[index]!),
  ])
  const total = [
    `Total (${statement.jobs.length} jobs)`,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    ...amounts(totals),
  ]
  return stringify([header, ...rows, total])
}

export const statementFileName = (providerName: string, month: string) => {
  const slug = providerName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `statement-${slug || 'provider'}-${month}.csv`
}
