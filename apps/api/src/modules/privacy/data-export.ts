import {
  formatBookingStatus,
  formatMoney,
  fromCents,
  intlLocale,
  operatorCompany,
  textDirection,
  type Language,
  type Translator,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { serverI18n, translatedIfKnown } from '../../i18n/server-i18n'
import { utcMoment } from '../../i18n/utc-dates'
import { BODY_FONT, GREY, heading, newPdf, PAGE, pairs, usd, writeText } from '../rides'
import { rowsOfBookings, type ExportOmissions, type HeldBooking } from './data-rights-repository'

// A traveller's copy of their data (GDPR articles 15 and 20): every row of every table that
// personal-columns.ts lists as holding something of theirs, read where anonymisation writes, as
// JSON (complete, for another service) and as a PDF (readable). Card data never leaves: no card
// number or expiry is stored, and the export leaves out the last four digits too. Its words are in
// the language of the person who asked (the request's Accept-Language,
// docs/decisions/052-server-messages.md), in the JSON's one sentence as in the whole PDF; an
// Arabic PDF is laid out right to left, as the receipt is (see rides/receipt.ts).
// What was stored (a place, a mail's subject, a text) is shown as it was stored.

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

/** What the copy is, in a sentence. */
const aboutCopy = (i18n: Translator, email: string) =>
  i18n._(
    'Everything {company} holds about {email}, booking by booking, as stored in our database. Card numbers are never stored; we leave out the card’s last digits too. Write to {support} with any question.',
    { company: operatorCompany.tradingName, email, support: operatorCompany.supportEmail },
  )

export async function exportTravellerData(
  db: Database,
  email: string,
  held: readonly HeldBooking[],
  now: Date,
  language: Language = 'en',
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
    about: aboutCopy(serverI18n(language), email),
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

/** How the copy writes dates and amounts: English as it always has, others in their locale. */
type Writer = { i18n: Translator; language: Language }

const writerFor = (language: Language): Writer => ({ i18n: serverI18n(language), language })

/** A stored instant: '2030-01-15 09:30 UTC' in English, the locale's way in other languages. */
const moment = (w: Writer, value: unknown): string => {
  if (typeof value !== 'string') return '—'
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) return value
  if (w.language !== 'en') return utcMoment(at, w.language)
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
}

const cents = (w: Writer, value: unknown) => {
  if (typeof value !== 'number') return '—'
  return w.language === 'en'
    ? usd(value)
    : formatMoney(fromCents(value), 'USD', intlLocale(w.language))
}

/**
 * The words of a payment's, refund's or change's status (as stored: `succeeded`), marked for the
 * catalogue; a status not listed here is shown as stored.
 */
const statusWords: Readonly<Record<string, string>> = {
  pending: /*i18n*/ 'pending',
  requires_action: /*i18n*/ 'waiting for the bank’s check',
  processing: /*i18n*/ 'processing',
  succeeded: /*i18n*/ 'succeeded',
  declined: /*i18n*/ 'declined',
  canceled: /*i18n*/ 'cancelled',
  failed: /*i18n*/ 'failed',
  awaiting_payment: /*i18n*/ 'awaiting payment',
  applied: /*i18n*/ 'applied',
  abandoned: /*i18n*/ 'abandoned',
}

/** A stored status in the copy's language; English keeps the stored word, as it always has. */
function status(w: Writer, value: unknown): string {
  const stored = text(value)
  if (w.language === 'en' || typeof value !== 'string') return stored
  const words = Object.hasOwn(statusWords, value) ? statusWords[value]! : undefined
  return words ? w.i18n._(words) : stored
}

/** A booking's status as stored (`driver_arrived`) in English; its name in other languages. */
function bookingStatus(w: Writer, value: unknown): string {
  if (w.language === 'en' || typeof value !== 'string') return text(value)
  return translatedIfKnown(w.language, formatBookingStatus(value))
}

function lines(doc: Doc, w: Writer, items: string[]) {
  doc.font(BODY_FONT).fontSize(9).fillColor('black')
  if (items.length === 0) {
    writeText(doc.fillColor(GREY), w.i18n._('None.'), { x: PAGE.left, y: doc.y })
    doc.fillColor('black')
    return
  }
  for (const item of items) {
    writeText(doc, `• ${item}`, { x: PAGE.left, y: doc.y, width: PAGE.right - PAGE.left })
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

/** The same copy, written for a person to read: one section per booking, in `language`. */
export function renderExportPdf(copy: TravellerExport, language: Language = 'en'): Promise<Buffer> {
  const w = writerFor(language)
  const { i18n } = w
  const title = i18n._('Your data at {company}', { company: operatorCompany.tradingName })
  const info = { Title: title, Author: operatorCompany.legalName }
  const { doc, done } = newPdf(info, 'portrait', textDirection(language))
  writeText(doc.fontSize(18), title, { bold: true })
  doc.font(BODY_FONT).fontSize(9).fillColor(GREY)
  const made = { email: copy.email, when: moment(w, copy.generated_at) }
  writeText(doc, i18n._('{email} · made {when}', made))
  writeText(doc.moveDown(0.5).fillColor('black').fontSize(10), aboutCopy(i18n, copy.email))
  writeText(
    doc.moveDown(0.3),
    i18n._(
      'The JSON file beside this one holds the same data in full, table by table, for another service to read.',
    ),
  )
  const data = copy.data
  if (copy.booking_codes.length === 0) {
    heading(doc, i18n._('Bookings'))
    lines(doc, w, [])
  }
  for (const booking of data.bookings ?? []) {
    const id = String(booking.id)
    const code = String(booking.booking_code)
    doc.addPage()
    writeText(doc.fontSize(14), i18n._('Booking {code}', { code }), {
      x: PAGE.left,
      y: 50,
      bold: true,
    })
    heading(doc, i18n._('The booking'))
    pairs(doc, [
      {
        label: i18n._('Status'),
        value: translatedIfKnown(w.language, formatBookingStatus(String(booking.booking_status))),
      },
      { label: i18n._('Pickup'), value: moment(w, booking.pickup_time) },
      { label: i18n._('From'), value: text(booking.pickup_location) },
      { label: i18n._('Address detail'), value: text(booking.pickup_address_detail) },
      { label: i18n._('To'), value: text(booking.dropoff_location) },
      { label: i18n._('Address detail'), value: text(booking.dropoff_address_detail) },
      { label: i18n._('Vehicle'), value: text(booking.vehicle_name) },
      { label: i18n._('Passengers'), value: text(booking.passengers) },
      { label: i18n._('Name'), value: text(booking.name) },
      { label: i18n._('Email'), value: text(booking.email) },
      { label: i18n._('Phone'), value: text(booking.phone_number) },
      { label: i18n._('WhatsApp'), value: text(booking.whatsapp_number) },
      { label: i18n._('Flight'), value: text(booking.flight_number) },
      { label: i18n._('Notes for the driver'), value: text(booking.driver_instructions) },
      { label: i18n._('Booked by'), value: text(booking.booked_by) },
      { label: i18n._('Total'), value: cents(w, booking.total_cents) },
      { label: i18n._('Booked'), value: moment(w, booking.created_at) },
    ])
    heading(doc, i18n._('Payments'))
    lines(
      doc,
      w,
      of(data.payments, id).map((payment) =>
        i18n._('{when}: {amount} by {gateway}, {status} (reference {reference})', {
          when: moment(w, payment.created_at),
          amount: cents(w, payment.amount_cents),
          gateway: text(payment.gateway),
          status: status(w, payment.status),
          reference: text(payment.gateway_reference),
        }),
      ),
    )
    heading(doc, i18n._('Refunds'))
    lines(
      doc,
      w,
      of(data.refunds, id).map((refund) =>
        i18n._('{when}: {amount}, {status}', {
          when: moment(w, refund.created_at),
          amount: cents(w, refund.amount_cents),
          status: status(w, refund.status),
        }),
      ),
    )
    heading(doc, i18n._('Timeline'))
    lines(
      doc,
      w,
      of(data.booking_events, id).map((event) => {
        const when = moment(w, event.at)
        const what = bookingStatus(w, event.to_status)
        return event.reason
          ? i18n._('{when}: {what} ({reason})', {
              when,
              what,
              // A reason we wrote (a marked message) in the copy's language, any other as stored.
              reason:
                typeof event.reason === 'string'
                  ? translatedIfKnown(w.language, event.reason)
                  : text(event.reason),
            })
          : i18n._('{when}: {what}', { when, what })
      }),
    )
    heading(doc, i18n._('Changes you asked for'))
    lines(
      doc,
      w,
      of(data.booking_changes, id).map((change) =>
        i18n._('{when}: {what}', {
          when: moment(w, change.created_at),
          what: status(w, change.status),
        }),
      ),
    )
    heading(doc, i18n._('Your rating'))
    lines(
      doc,
      w,
      of(data.booking_ratings, id).map((rating) =>
        rating.comment
          ? i18n._('{stars} of 5: {comment}', {
              stars: text(rating.stars),
              comment: text(rating.comment),
            })
          : i18n._('{stars} of 5', { stars: text(rating.stars) }),
      ),
    )
    heading(doc, i18n._('Mails we sent'))
    lines(
      doc,
      w,
      mentioning(data.mail_outbox, code).map((mail) =>
        i18n._('{when} to {to}: {what}', {
          when: moment(w, mail.created_at),
          to: text(mail.to_address),
          what: text(mail.subject),
        }),
      ),
    )
    heading(doc, i18n._('Text messages'))
    lines(
      doc,
      w,
      [...of(data.outbound_messages, id), ...mentioning(data.outbound_messages, code)]
        .filter(
          (message, index, all) => all.findIndex((other) => other.id === message.id) === index,
        )
        .map((message) =>
          i18n._('{when} to {to}: {what}', {
            when: moment(w, message.created_at),
            to: text(message.to_number),
            what: text(message.body),
          }),
        ),
    )
    const positions = of(data.driver_locations, id)
    heading(doc, i18n._('Driver positions we still hold'))
    lines(
      doc,
      w,
      positions.length === 0
        ? []
        : [
            i18n._(
              '{count, plural, one {# position of the driver on the way to you, {from} to {to} (in the JSON file, each with its coordinates)} other {# positions of the driver on the way to you, {from} to {to} (in the JSON file, each with its coordinates)}}',
              {
                count: positions.length,
                from: moment(w, positions[0]!.recorded_at),
                to: moment(w, positions.at(-1)!.recorded_at),
              },
            ),
          ],
    )
    heading(doc, i18n._('Notes by our team'))
    lines(
      doc,
      w,
      of(data.booking_notes, id).map((note) =>
        i18n._('{when}: {what}', { when: moment(w, note.at), what: text(note.body) }),
      ),
    )
  }
  doc.end()
  return done
}
