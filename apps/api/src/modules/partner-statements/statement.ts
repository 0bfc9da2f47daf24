import {
  bookingRouteText,
  DomainError,
  fromCents,
  groupByCostCentre,
  NO_COST_CENTRE,
  partnerStatementLine,
  partnerStatusMessages,
  partnerStatementTotals,
  referralCommissionCents,
  wallClockInZone,
  type PartnerStatement,
  type PartnerStatementLineCents,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import {
  findStatementPartner,
  referredBookings,
  statementBookings,
  type StatementBookingRow,
} from './repository'

const money = (line: PartnerStatementLineCents) => ({
  gross: fromCents(line.grossCents),
  discount: fromCents(line.discountCents),
  net: fromCents(line.netCents),
  refunded: fromCents(line.refundedCents),
  charged: fromCents(line.chargedCents),
})

const totalsOf = (lines: readonly PartnerStatementLineCents[]) => ({
  bookings: lines.length,
  ...money(partnerStatementTotals(lines)),
})

/** Everything a statement shows, with the whole-cent figures the CSV and PDF write from. */
export type PartnerStatementFigures = {
  statement: PartnerStatement
  lines: PartnerStatementLineCents[]
  totals: PartnerStatementLineCents
  onAccount: PartnerStatementLineCents
  byCard: PartnerStatementLineCents
  referralCommissionCents: number[]
  /** The subtotal per cost centre, as statement.by_cost_centre lists them. */
  costCentres: { totals: PartnerStatementLineCents; waitingCents: number }[]
}

/**
 * One partner's statement for a month (docs/decisions/030-partner-business-tools.md): its real
 * bookings that were confirmed, by the month of their pickup on the pickup's own calendar, with
 * gross, discount, net, refunds and what remains charged, split into on account and by card; the
 * amount due is what remains charged on account. Then the bookings it referred, with their
 * commission.
 */
export async function partnerStatement(
  db: Database,
  partnerId: string,
  month: string,
  costCentre?: string,
): Promise<PartnerStatementFigures> {
  const partner = isUuid(partnerId) ? await findStatementPartner(db, partnerId) : undefined
  if (!partner) throw new DomainError('NOT_FOUND', partnerStatusMessages.partnerNotFound)
  // One cost centre's invoice leaves the referral commission, which belongs to no cost centre, out.
  const [rows, referred] = await Promise.all([
    statementBookings(db, partner.id, month, costCentre),
    costCentre === undefined ? referredBookings(db, partner.id, month) : [],
  ])
  const lines = rows.map(partnerStatementLine)
  const pick = (onAccount: boolean) =>
    lines.filter((_, index) => rows[index]!.onAccount === onAccount)
  const onAccountLines = pick(true)
  const byCardLines = pick(false)
  const onAccount = partnerStatementTotals(onAccountLines)
  const commissions = referred.map((row) =>
    referralCommissionCents(row.totalCents, row.refundedCents, row.commissionPercent ?? 0),
  )
  const local = (row: StatementBookingRow) => wallClockInZone(row.pickupTime, row.timezone)
  const centres = partner.bookingFields.cost_centre.centres
  const known = (code: string) =>
    centres.find((centre) => centre.code.toLowerCase() === code.toLowerCase())
  const indexes = rows.map((_, index) => index)
  // Subtotals only when some booking has a cost centre: otherwise they would repeat the total.
  const groups = rows.some((row) => row.costCentre !== null)
    ? groupByCostCentre(indexes, (index) => rows[index]!.costCentre)
    : []
  const costCentres = groups.map((group) => ({
    costCentre: group.costCentre,
    totals: partnerStatementTotals(group.items.map((index) => lines[index]!)),
    waitingCents: group.items.reduce((sum, index) => sum + rows[index]!.waitingChargedCents, 0),
    count: group.items.length,
  }))
  const filter =
    costCentre === undefined
      ? null
      : costCentre.toLowerCase() === NO_COST_CENTRE
        ? NO_COST_CENTRE
        : (known(costCentre)?.code ?? costCentre)

  const statement: PartnerStatement = {
    month,
    partner: {
      id: partner.id,
      business_name: partner.businessName?.trim() || partner.email,
      email: partner.email,
      address: partner.address ?? '',
      tax_id: partner.taxId ?? '',
    },
    currency: 'USD',
    cost_centre: filter,
    bookings: rows.map((row, index) => ({
      booking_id: row.id,
      booking_code: row.bookingCode,
      status: row.status,
      pickup_time: row.pickupTime.toISOString(),
      timezone: row.timezone,
      pickup_date_local: local(row).date,
      pickup_time_local: local(row).time,
      route: bookingRouteText(row),
      guest_name: row.guestName,
      booked_by: row.bookedBy ?? partner.email,
      cost_centre: row.costCentre,
      booking_reference: row.bookingReference,
      payment: row.onAccount ? 'on_account' : 'card',
      ...money(lines[index]!),
      extra_waiting: fromCents(row.waitingChargedCents),
      selling_price: row.sellingTotalCents === null ? null : fromCents(row.sellingTotalCents),
    })),
    totals: totalsOf(lines),
    by_cost_centre: costCentres.map((group) => ({
      cost_centre: group.costCentre,
      name: (group.costCentre && known(group.costCentre)?.name) || '',
      bookings: group.count,
      ...money(group.totals),
    })),
    on_account: totalsOf(onAccountLines),
    by_card: totalsOf(byCardLines),
    amount_due: fromCents(onAccount.chargedCents),
    referrals: referred.map((row, index) => ({
      booking_id: row.id,
      booking_code: row.bookingCode,
      status: row.status,
      pickup_date_local: local(row).date,
      route: bookingRouteText(row),
      net: fromCents(row.totalCents),
      refunded: fromCents(Math.min(row.refundedCents, row.totalCents)),
      commission_percent: row.commissionPercent ?? 0,
      commission: fromCents(commissions[index]!),
    })),
    referral_commission: fromCents(commissions.reduce((sum, cents) => sum + cents, 0)),
  }
  return {
    statement,
    lines,
    totals: partnerStatementTotals(lines),
    onAccount,
    byCard: partnerStatementTotals(byCardLines),
    referralCommissionCents: commissions,
    costCentres: costCentres.map(({ totals, waitingCents }) => ({ totals, waitingCents })),
  }
}
