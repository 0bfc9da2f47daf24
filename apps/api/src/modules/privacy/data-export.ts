import { formatBookingStatus, operatorCompany } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { BODY_FONT, BOLD_FONT, GREY, heading, newPdf, PAGE, pairs, printable, usd } from '../rides'
import { rowsOfBookings, type ExportOmissions, type HeldBooking } from './data-rights-repository'

// A traveller's copy of their data (GDPR articles 15 and 20): every row of every table that
// personal-columns.ts lists as holding something of theirs, read where anonymisation writes, as
// JSON (complete, for another service) and as a PDF (readable). Card data never leaves: no card
// number or expiry is stored, and the export leaves out the last four digits too.

/** Tables keyed by booking_id that hold nothing personal but belong in the traveller's copy. */
export const exportExtraTables = ['receipts', 'refunds'] as const

/** Whole traveller tables left out of the copy, with the reason. */
export const tablesLeftOutOfExport: Readonly<Record<string, string>> = {
  sandbox_gateway_payments:
    'The offline sandbox gateway’s own record, standing in for a payment provider’s: it repeats the payments.',
}

/** Columns left out of the copy, per table: secrets, card data and machine copies of other columns. */
export const columnsLeftOutOfExport: ExportOmissions = {
  bookings: [
    'access_token_hash',
    'idempotency_key',
    'idempotency_scope',
    'request_fingerprint',
    'search_text',
  ],
  payments: ['card_last4', 'card_brand', 'idempotency_key'],
  mail_outbox: ['html_body'],
  outbound_messages: ['dedupe_key'],
  booking_changes: ['idempotency_key_hash'],
}

type Row = Record<string, unknown>

export type TravellerExport = {
  generated_at: string
  email: string
  about: string
  booking_codes: string[]
  /** Table by table, every row of the traveller's bookings, as stored. */
  data: Record<string, Row[]>
}

export async function exportTravellerData(
  db: Database,
  email: string,
  held: readonly HeldBooking[],
  now: Date,
): Promise<TravellerExport> {
  const scope = {
    ids: held.map((booking) => booking.id),
    codes: held.map((booking) => booking.code),
  }
  const data =
    held.length === 0
      ? {}
      : await rowsOfBookings(
          db,
          scope,
          exportExtraTables,
          columnsLeftOutOfExport,
          tablesLeftOutOfExport,
        )
  return {
    generated_at: now.toISOString(),
    email,
    about: `Everything ${operatorCompany.tradingName} holds about ${email}, booking by booking, as stored in our database. Card numbers are never stored; we leave out the card’s last digits too. Write to ${operatorCompany.supportEmail} with any question.`,
    booking_codes: held.map((booking) => booking.code),
    data,
  }
}

// --- The readable copy -----------------------------------------------------------------------

type Doc = PDFKit.PDFDocument

/** A stored value as the copy prints it: a dash for nothing, JSON for what is not text. */
const text = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString()
  return JSON.stringify(value)
}

const moment = (value: unknown): string => {
  if (typeof value !== 'string') return '—'
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) return value
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

const cents = (value: unknown) => (typeof value === 'number' ? usd(value) : '—')

function lines(doc: Doc, items: string[]) {
  doc.font(BODY_FONT).fontSize(9).fillColor('black')
  if (items.length === 0) {
    doc.fillColor(GREY).text('None.', PAGE.left, doc.y).fillColor('black')
    return
  }
  for (const item of items) {
    doc.text(printable(`• ${item}`), PAGE.left, doc.y, { width: PAGE.right - PAGE.left })
  }
}

const of = (rows: Row[] | undefined, bookingId: string) =>
  (rows ?? []).filter((row) => row.booking_id === bookingId)
const mentioning = (rows: Row[] | undefined, code: string) =>
  (rows ?? []).filter((row) =>
    [row.subject, row.text_body, row.body].some(
      (field) => typeof field === 'string' && field.includes(code),
    ),
  )

/** The same copy, written for a person to read: one section per booking. */
export function renderExportPdf(copy: TravellerExport): Promise<Buffer> {
  const { doc, done } = newPdf({
    Title: `Your data at ${operatorCompany.tradingName}`,
    Author: operatorCompany.legalName,
  })
  doc
    .font(BOLD_FONT)
    .fontSize(18)
    .text(printable(`Your data at ${operatorCompany.tradingName}`))
  doc.font(BODY_FONT).fontSize(9).fillColor(GREY)
  doc.text(printable(`${copy.email} · made ${moment(copy.generated_at)}`))
  doc.moveDown(0.5).fillColor('black').fontSize(10).text(printable(copy.about))
  doc
    .moveDown(0.3)
    .text(
      printable(
        'The JSON file beside this one holds the same data in full, table by table, for another service to read.',
      ),
    )
  const data = copy.data
  if (copy.booking_codes.length === 0) {
    heading(doc, 'Bookings')
    lines(doc, [])
  }
  for (const booking of data.bookings ?? []) {
    const id = String(booking.id)
    const code = String(booking.booking_code)
    doc.addPage()
    doc
      .font(BOLD_FONT)
      .fontSize(14)
      .text(printable(`Booking ${code}`), PAGE.left, 50)
    heading(doc, 'The booking')
    pairs(doc, [
      { label: 'Status', value: formatBookingStatus(String(booking.booking_status)) },
      { label: 'Pickup', value: moment(booking.pickup_time) },
      { label: 'From', value: text(booking.pickup_location) },
      { label: 'Address detail', value: text(booking.pickup_address_detail) },
      { label: 'To', value: text(booking.dropoff_location) },
      { label: 'Address detail', value: text(booking.dropoff_address_detail) },
      { label: 'Vehicle', value: text(booking.vehicle_name) },
      { label: 'Passengers', value: text(booking.passengers) },
      { label: 'Name', value: text(booking.name) },
      { label: 'Email', value: text(booking.email) },
      { label: 'Phone', value: text(booking.phone_number) },
      { label: 'WhatsApp', value: text(booking.whatsapp_number) },
      { label: 'Flight', value: text(booking.flight_number) },
      { label: 'Notes for the driver', value: text(booking.driver_instructions) },
      { label: 'Booked by', value: text(booking.booked_by) },
      { label: 'Total', value: cents(booking.total_cents) },
      { label: 'Booked', value: moment(booking.created_at) },
    ])
    heading(doc, 'Payments')
    lines(
      doc,
      of(data.payments, id).map(
        (payment) =>
          `${moment(payment.created_at)}: ${cents(payment.amount_cents)} by ${text(payment.gateway)}, ${text(payment.status)} (reference ${text(payment.gateway_reference)})`,
      ),
    )
    heading(doc, 'Refunds')
    lines(
      doc,
      of(data.refunds, id).map(
        (refund) =>
          `${moment(refund.created_at)}: ${cents(refund.amount_cents)}, ${text(refund.status)}`,
      ),
    )
    heading(doc, 'Timeline')
    lines(
      doc,
      of(data.booking_events, id).map(
        (event) =>
          `${moment(event.at)}: ${text(event.to_status)}${event.reason ? ` (${text(event.reason)})` : ''}`,
      ),
    )
    heading(doc, 'Changes you asked for')
    lines(
      doc,
      of(data.booking_changes, id).map(
        (change) => `${moment(change.created_at)}: ${text(change.status)}`,
      ),
    )
    heading(doc, 'Your rating')
    lines(
      doc,
      of(data.booking_ratings, id).map(
        (rating) =>
          `${text(rating.stars)} of 5${rating.comment ? `: ${text(rating.comment)}` : ''}`,
      ),
    )
    heading(doc, 'Mails we sent')
    lines(
      doc,
      mentioning(data.mail_outbox, code).map(
        (mail) => `${moment(mail.created_at)} to ${text(mail.to_address)}: ${text(mail.subject)}`,
      ),
    )
    heading(doc, 'Text messages')
    lines(
      doc,
      [...of(data.outbound_messages, id), ...mentioning(data.outbound_messages, code)]
        .filter(
          (message, index, all) => all.findIndex((other) => other.id === message.id) === index,
        )
        .map(
          (message) =>
            `${moment(message.created_at)} to ${text(message.to_number)}: ${text(message.body)}`,
        ),
    )
    const positions = of(data.driver_locations, id)
    heading(doc, 'Driver positions we still hold')
    lines(
      doc,
      positions.length === 0
        ? []
        : [
            `${positions.length} ${positions.length === 1 ? 'position' : 'positions'} of the driver on the way to you, ${moment(positions[0]!.recorded_at)} to ${moment(positions.at(-1)!.recorded_at)} (in the JSON file, each with its coordinates)`,
          ],
    )
    heading(doc, 'Notes by our team')
    lines(
      doc,
      of(data.booking_notes, id).map((note) => `${moment(note.at)}: ${text(note.body)}`),
    )
  }
  doc.end()
  return done
}
