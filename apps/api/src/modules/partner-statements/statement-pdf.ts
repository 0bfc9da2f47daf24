import {
  costCentreFilterLabel,
  costCentreSubtotalLabel,
  formatBookingStatus,
  operatorCompany,
  partnerPaymentLabels,
  statementMonthLabel,
  toCents,
  type PartnerStatementLineCents,
} from '@ridelane/domain'
import { BODY_FONT, BOLD_FONT, GREY, heading, newPdf, PAGE, pairs, usd, writeText } from '../rides'
import type { PartnerStatementFigures } from './statement'

// The statement as a PDF, drawn with the receipt's layout helpers (modules/rides/receipt.ts) so
// every document we send looks alike.

type Doc = PDFKit.PDFDocument
type Column = { title: string; width: number; align?: 'right' }

// Landscape A4: 842 × 595 points, 50 of margin each side.
const RIGHT = 792
const BOTTOM = 520

function row(doc: Doc, columns: Column[], cells: string[], bold = false) {
  if (doc.y > BOTTOM) doc.addPage()
  doc.fontSize(7.5).fillColor('black')
  const top = doc.y
  let x = PAGE.left
  let bottom = top
  columns.forEach((column, index) => {
    writeText(doc, cells[index] ?? '', {
      x,
      y: top,
      width: column.width - 4,
      align: column.align ?? 'left',
      bold,
    })
    bottom = Math.max(bottom, doc.y)
    x += column.width
  })
  doc.x = PAGE.left
  doc.y = bottom + 2
}

/** The money cells, with the extra waiting that `gross` includes beside it (as in the CSV). */
const amounts = (line: PartnerStatementLineCents, waitingCents: number) => [
  usd(line.grossCents),
  usd(waitingCents),
  usd(-line.discountCents),
  usd(line.netCents),
  usd(-line.refundedCents),
  usd(line.chargedCents),
]

const money = (title: string, width: number): Column => ({ title, width, align: 'right' })
// 742 points across, the page between its margins.
const bookingColumns: Column[] = [
  { title: 'Booking', width: 55 },
  { title: 'Pickup (local)', width: 66 },
  { title: 'Route', width: 90 },
  { title: 'Guest', width: 60 },
  { title: 'Booked by', width: 70 },
  { title: 'Cost centre / ref.', width: 60 },
  { title: 'Payment', width: 47 },
  money('Gross', 49),
  money('Waiting', 49),
  money('Discount', 49),
  money('Net', 49),
  money('Refunded', 49),
  money('Charged', 49),
]
/**
 * With a net-rate booking on the statement, its selling price as a last column ('Sold at', blank
 * for the others): the text columns give up these points to make room for it.
 */
const narrowedBy = [0, 6, 20, 5, 10, 5, 3]
const sellingBookingColumns: Column[] = [
  ...bookingColumns.map((column, index) => ({
    ...column,
    width: column.width - (narrowedBy[index] ?? 0),
  })),
  money(
    'Sold at',
    narrowedBy.reduce((sum, points) => sum + points, 0),
  ),
]

const referralColumns: Column[] = [
  { title: 'Booking', width: 60 },
  { title: 'Pickup', width: 55 },
  { title: 'Route', width: 300 },
  { title: 'Status', width: 80 },
  money('Net', 70),
  money('Refunded', 70),
  money('Commission', 100),
]

/** The columns with the first `count` merged into one, for a totals row's label. */
const spanned = (columns: Column[], count: number): Column[] => [
  { title: '', width: columns.slice(0, count).reduce((sum, column) => sum + column.width, 0) },
  ...columns.slice(count),
]
const referralTotalColumns = spanned(referralColumns, 6)

function header(doc: Doc, figures: PartnerStatementFigures) {
  const { statement } = figures
  doc.font(BOLD_FONT).fontSize(20).text(operatorCompany.tradingName, PAGE.left, 50)
  doc.font(BODY_FONT).fontSize(9).fillColor(GREY)
  writeText(doc, operatorCompany.legalName)
  writeText(doc, operatorCompany.address)
  writeText(doc, `Tax registration: ${operatorCompany.taxId}`)
  doc.fillColor('black').font(BOLD_FONT).fontSize(14)
  const right = { width: RIGHT - PAGE.left, align: 'right' as const }
  doc.text('Statement', PAGE.left, 50, right)
  doc.font(BODY_FONT).fontSize(10)
  doc.text(statementMonthLabel(statement.month), PAGE.left, doc.y + 4, right)
  doc.text('Amounts in US dollars', right)
  doc.x = PAGE.left
  doc.y = Math.max(doc.y, 115)
  heading(doc, 'Partner')
  const { partner } = statement
  pairs(doc, [
    { label: 'Business', value: partner.business_name },
    ...(partner.address ? [{ label: 'Address', value: partner.address }] : []),
    ...(partner.tax_id ? [{ label: 'Tax ID', value: partner.tax_id }] : []),
    { label: 'Account', value: partner.email },
    ...(statement.cost_centre
      ? [{ label: 'Cost centre', value: costCentreFilterLabel(statement.cost_centre) }]
      : []),
  ])
}

function bookingsSection(doc: Doc, figures: PartnerStatementFigures) {
  const { statement, lines } = figures
  heading(doc, `Bookings (${statement.bookings.length})`)
  if (statement.bookings.length === 0) {
    doc.text('No bookings with a pickup in this month.', PAGE.left, doc.y)
    return
  }
  const selling = statement.bookings.some((line) => line.selling_price !== null)
  const columns = selling ? sellingBookingColumns : bookingColumns
  const totalColumns = spanned(columns, 7)
  row(
    doc,
    columns,
    columns.map((column) => column.title),
    true,
  )
  statement.bookings.forEach((line, index) => {
    const cancelled = line.status === 'cancelled' ? ' (cancelled)' : ''
    row(doc, columns, [
      line.booking_code,
      `${line.pickup_date_local} ${line.pickup_time_local}`,
      `${line.route}${cancelled}`,
      line.guest_name,
      line.booked_by,
      [line.cost_centre, line.booking_reference].filter(Boolean).join(' / '),
      partnerPaymentLabels[line.payment],
      ...amounts(lines[index]!, toCents(line.extra_waiting)),
      line.selling_price === null ? '' : usd(toCents(line.selling_price)),
    ])
  })
  doc.moveDown(0.3)
  const waiting = (payment?: 'on_account' | 'card') =>
    statement.bookings
      .filter((line) => payment === undefined || line.payment === payment)
      .reduce((sum, line) => sum + toCents(line.extra_waiting), 0)
  const total = (label: string, line: PartnerStatementLineCents, waitingCents: number) =>
    row(doc, totalColumns, [label, ...amounts(line, waitingCents)], true)
  total(`Total (${statement.totals.bookings})`, figures.totals, waiting())
  total(`On account (${statement.on_account.bookings})`, figures.onAccount, waiting('on_account'))
  total(`By card (${statement.by_card.bookings})`, figures.byCard, waiting('card'))
  if (statement.by_cost_centre.length === 0) return
  doc.moveDown(0.3)
  statement.by_cost_centre.forEach((group, index) => {
    const { totals, waitingCents } = figures.costCentres[index]!
    total(costCentreSubtotalLabel(group), totals, waitingCents)
  })
}

function dueSection(doc: Doc, figures: PartnerStatementFigures) {
  heading(doc, 'Amount due')
  doc.font(BOLD_FONT).fontSize(11)
  doc.text(`Amount due on account: ${usd(figures.onAccount.chargedCents)}`, PAGE.left, doc.y)
  doc.font(BODY_FONT).fontSize(9).fillColor(GREY)
  doc.text(
    'Bookings paid by card were settled when they were made; their refunds went back to the card.',
    { width: RIGHT - PAGE.left },
  )
  doc.fillColor('black')
}

function referralSection(doc: Doc, figures: PartnerStatementFigures) {
  const { statement } = figures
  heading(doc, 'Referral commission')
  if (statement.referrals.length === 0) {
    doc.font(BODY_FONT).fontSize(10).text('No referred bookings in this month.', PAGE.left, doc.y)
    return
  }
  row(
    doc,
    referralColumns,
    referralColumns.map((column) => column.title),
    true,
  )
  statement.referrals.forEach((line, index) => {
    row(doc, referralColumns, [
      line.booking_code,
      line.pickup_date_local,
      line.route,
      formatBookingStatus(line.status),
      usd(toCents(line.net)),
      usd(-toCents(line.refunded)),
      `${usd(figures.referralCommissionCents[index]!)} (${line.commission_percent}%)`,
    ])
  })
  const sum = figures.referralCommissionCents.reduce((total, cents) => total + cents, 0)
  row(doc, referralTotalColumns, ['Total commission', usd(sum)], true)
}

/** The month's statement as a PDF file. */
export function renderPartnerStatement(figures: PartnerStatementFigures): Promise<Buffer> {
  const { statement } = figures
  const { doc, done } = newPdf(
    {
      Title: `Ridelane statement ${statement.month}`,
      Author: operatorCompany.legalName,
      Subject: `Statement for ${statement.partner.business_name}`,
    },
    'landscape',
  )
  header(doc, figures)
  bookingsSection(doc, figures)
  dueSection(doc, figures)
  referralSection(doc, figures)
  doc.end()
  return done
}
