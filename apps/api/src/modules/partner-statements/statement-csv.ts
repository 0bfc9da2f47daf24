import {
  centsText,
  formatBookingStatus,
  costCentreSubtotalLabel,
  partnerPaymentLabels,
  toCents,
  type PartnerStatementLineCents,
} from '@ridelane/domain'
import { stringify } from 'csv-stringify/sync'
import { csvCell as cell } from '../../lib/csv-cell'
import type { PartnerStatementFigures } from './statement'

const header = [
  'Booking code',
  'Pickup date',
  'Pickup time',
  'Time zone',
  'Route',
  'Guest',
  'Booked by',
  'Cost centre',
  'Booking reference',
  'Status',
  'Payment',
  'Gross (USD)',
  'Discount (USD)',
  'Net (USD)',
  'Refunded (USD)',
  'Charged (USD)',
  // Of gross and net (docs/decisions/024-payments.md#extra-waiting).
  'Extra waiting (USD)',
  // A net-rate booking's price to its traveller; blank under a discount plan.
  'Selling price (USD)',
]

const amounts = (line: PartnerStatementLineCents) => [
  centsText(line.grossCents),
  centsText(line.discountCents),
  centsText(line.netCents),
  centsText(line.refundedCents),
  centsText(line.chargedCents),
]

const blanks = (count: number) => Array.from({ length: count }, () => '')

/**
 * The statement as CSV: a row per booking, the totals (all, on account, by card) and the amount
 * due, then the referral commission section. Every amount is written from whole cents, so the
 * columns add up exactly.
 */
export function partnerStatementCsv(figures: PartnerStatementFigures): string {
  const { statement, lines } = figures
  const rows: string[][] = [header]
  statement.bookings.forEach((line, index) => {
    rows.push([
      line.booking_code,
      line.pickup_date_local,
      line.pickup_time_local,
      line.timezone,
      cell(line.route),
      cell(line.guest_name),
      cell(line.booked_by),
      cell(line.cost_centre),
      cell(line.booking_reference),
      formatBookingStatus(line.status),
      partnerPaymentLabels[line.payment],
      ...amounts(lines[index]!),
      centsText(toCents(line.extra_waiting)),
      line.selling_price === null ? '' : centsText(toCents(line.selling_price)),
    ])
  })
  const waiting = (payment?: 'on_account' | 'card') =>
    centsText(
      statement.bookings
        .filter((line) => payment === undefined || line.payment === payment)
        .reduce((sum, line) => sum + toCents(line.extra_waiting), 0),
    )
  rows.push(
    [
      `Total (${statement.totals.bookings} bookings)`,
      ...blanks(10),
      ...amounts(figures.totals),
      waiting(),
    ],
    [
      `On account (${statement.on_account.bookings})`,
      ...blanks(10),
      ...amounts(figures.onAccount),
      waiting('on_account'),
    ],
    [
      `By card (${statement.by_card.bookings})`,
      ...blanks(10),
      ...amounts(figures.byCard),
      waiting('card'),
    ],
    ...statement.by_cost_centre.map((group, index) => [
      cell(costCentreSubtotalLabel(group)),
      ...blanks(10),
      ...amounts(figures.costCentres[index]!.totals),
      centsText(figures.costCentres[index]!.waitingCents),
    ]),
    ['Amount due on account', ...blanks(14), centsText(figures.onAccount.chargedCents)],
    [],
    ['Referral commission'],
    [
      'Booking code',
      'Pickup date',
      'Route',
      'Status',
      'Net (USD)',
      'Refunded (USD)',
      'Commission (%)',
      'Commission (USD)',
    ],
  )
  statement.referrals.forEach((line, index) => {
    rows.push([
      line.booking_code,
      line.pickup_date_local,
      cell(line.route),
      formatBookingStatus(line.status),
      centsText(toCents(line.net)),
      centsText(toCents(line.refunded)),
      String(line.commission_percent),
      centsText(figures.referralCommissionCents[index]!),
    ])
  })
  rows.push([
    `Total commission (${statement.referrals.length} bookings)`,
    ...blanks(6),
    centsText(figures.referralCommissionCents.reduce((sum, cents) => sum + cents, 0)),
  ])
  return stringify(rows)
}

export const statementFileName = (month: string, extension: 'csv' | 'pdf') =>
  `ridelane-statement-${month}.${extension}`
