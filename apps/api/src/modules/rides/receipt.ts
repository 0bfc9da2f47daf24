import PDFDocument from 'pdfkit'
import {
  formatMoney,
  fromCents,
  intlLocale,
  textDirection,
  type Language,
  type Translator,
} from '@ridelane/domain'
import { serverI18n } from '../../i18n/server-i18n'
import { utcDay, utcMoment } from '../../i18n/utc-dates'
import { BODY_FONT, BOLD_FONT, registerFaces } from './pdf-fonts'
import type { Direction } from './pdf-text'
import { setDirection, writeText } from './pdf-write'
import type { ReceiptModel } from './receipt-model'

// Draws a receipt as a PDF (docs/decisions/028-ride-page.md#receipt). Every PDF we make (receipts,
// invoices, statements, a traveller's copy of their data) writes in DejaVu Sans Condensed, with
// Noto Sans Devanagari for the Hindi letters DejaVu lacks, both embedded and subset by PDFKit
// (pdf-fonts.ts): names and places in Greek, Cyrillic, Hebrew, Arabic, Hindi or any Latin script
// print as typed. A character neither font has (Chinese, Japanese, Korean…) is spelled without
// its accents where that helps, else shown as '?'. Amounts in another currency carry its code
// rather than its symbol.
//
// A receipt's words, dates and amounts are in its model's language, whichever of ours it is. An
// Arabic receipt is laid out right to left: every line against the right margin, a label to the
// right of its value or amount, the header's two blocks swapped. The helpers below take their
// boxes as on a left-to-right page and writeText (pdf-write.ts) mirrors them; it also puts the
// figures, codes and Latin names inside an Arabic line in the order a reader expects, which
// PDFKit alone does not do (docs/decisions/052-server-messages.md#pdfs-in-hindi-and-arabic).

export const usd = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`

/** A USD amount as `language` writes its digits ('$1.234,50' in German); English as `usd`. */
const dollars = (cents: number, language: Language) =>
  language === 'en' ? usd(cents) : formatMoney(fromCents(cents), 'USD', intlLocale(language))

/** One formatter per locale, made on first use. */
function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>()
  return (locale) => {
    let formatter = made.get(locale)
    if (!formatter) made.set(locale, (formatter = make(locale)))
    return formatter
  }
}

const figures = perLocale(
  (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
)

function converted(cents: number, display: ReceiptModel['display'], language: Language): string {
  if (!display) return ''
  const amount = Math.round(Math.abs(cents) * display.rate) / 100
  // English figures as they have always been written (en-US); other languages' in their locale.
  const figure = figures(language === 'en' ? 'en-US' : intlLocale(language)).format(amount)
  return `${cents < 0 ? '-' : ''}${display.code} ${figure}`
}

// Dates in the language's locale: English keeps en-GB, as the receipt always wrote them.
const day = utcDay
const when = utcMoment

// The layout helpers below are shared with the partner's statement and invoice
// (modules/partner-statements), so every PDF we send looks alike.
export const PAGE = { left: 50, right: 545 }
const COLUMNS = { label: 300, amount: 90, display: 105 }
export const GREY = '#555555'

type Doc = PDFKit.PDFDocument

export function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font(BOLD_FONT).fontSize(11).fillColor('black')
  writeText(doc, text, { x: PAGE.left, y: doc.y, bold: true })
  doc.moveDown(0.2).font(BODY_FONT).fontSize(10)
}

/** A label with its USD amount and, when the traveller chose another currency, that amount too. */
function moneyRow(doc: Doc, model: ReceiptModel, label: string, cents: number, bold = false) {
  doc.fontSize(10).fillColor('black')
  const top = doc.y
  writeText(doc, label, { x: PAGE.left, y: top, width: COLUMNS.label, bold })
  const below = doc.y
  const amountX = PAGE.left + COLUMNS.label
  const amount = dollars(cents, model.language)
  const figure = { y: top, align: 'right' as const, bold, dir: 'auto' as const }
  writeText(doc, amount, { ...figure, x: amountX, width: COLUMNS.amount })
  if (model.display) {
    writeText(doc.fillColor(GREY), converted(cents, model.display, model.language), {
      ...figure,
      x: amountX + COLUMNS.amount,
      width: COLUMNS.display,
    })
  }
  doc.fillColor('black')
  doc.x = PAGE.left
  doc.y = Math.max(below, doc.y)
}

/** Labels and their values; a value reads in the direction of its first letter (a stored name). */
export function pairs(doc: Doc, lines: { label: string; value: string }[]) {
  doc.font(BODY_FONT).fontSize(10).fillColor('black')
  for (const { label, value } of lines) {
    const top = doc.y
    writeText(doc, label, { x: PAGE.left, y: top, width: 120, bold: true })
    const below = doc.y
    writeText(doc, value, { x: PAGE.left + 125, y: top, width: 370, dir: 'auto' })
    doc.y = Math.max(below, doc.y)
  }
  doc.x = PAGE.left
}

function header(doc: Doc, model: ReceiptModel, i18n: Translator) {
  const { company, language } = model
  writeText(doc.fontSize(20), company.tradingName, { x: PAGE.left, y: 50, bold: true })
  doc.font(BODY_FONT).fontSize(9).fillColor(GREY)
  writeText(doc, company.legalName)
  writeText(doc, company.address)
  writeText(doc, i18n._('Tax registration: {taxId}', { taxId: company.taxId }))
  writeText(doc, i18n._('Support: {email}', { email: company.supportEmail }))
  doc.fillColor('black').font(BOLD_FONT).fontSize(14)
  const title = model.title === 'Invoice' ? i18n._('Invoice') : i18n._('Receipt')
  const right = { width: PAGE.right - PAGE.left, align: 'right' as const }
  writeText(doc, title, { x: PAGE.left, y: 50, ...right, bold: true })
  doc.font(BODY_FONT).fontSize(10)
  const number = i18n._('Invoice number: {number}', { number: model.invoiceNumber })
  writeText(doc, number, { x: PAGE.left, y: doc.y + 4, ...right })
  writeText(doc, i18n._('Issue date: {date}', { date: day(model.issuedAt, language) }), right)
  writeText(doc, i18n._('Booking code: {code}', { code: model.bookingCode }), right)
  if (model.cancelled) {
    writeText(doc, i18n._('Ride cancelled'), { ...right, bold: true }).font(BODY_FONT)
  }
  doc.x = PAGE.left
  doc.y = Math.max(doc.y, 125)
}

function moneySections(doc: Doc, model: ReceiptModel, i18n: Translator) {
  const { language } = model
  heading(doc, i18n._('Fare (US dollars, the currency charged)'))
  for (const line of model.fare) {
    // An add-on of the vehicle's own price (included meet & greet) costs nothing extra.
    if (line.amountCents === 0) {
      pairs(doc, [{ label: line.label, value: i18n._('Included') }])
    } else moneyRow(doc, model, line.label, line.amountCents)
  }
  if (model.partnerDiscountCents > 0) {
    moneyRow(doc, model, model.discountLabel, -model.partnerDiscountCents)
  }
  for (const line of model.extras) moneyRow(doc, model, line.label, line.amountCents)
  moneyRow(doc, model, i18n._('Total'), model.totalCents, true)

  heading(doc, i18n._('Payments'))
  if (model.billedTo !== null) {
    const billed = i18n._("Billed to {partner}'s monthly account.", { partner: model.billedTo })
    writeText(doc, billed, { x: PAGE.left, y: doc.y })
  } else {
    for (const payment of model.payments) {
      const label = `${when(payment.at, language)}  ${payment.card}`
      moneyRow(doc, model, label, payment.amountCents)
    }
  }

  if (model.refunds.length > 0) {
    heading(doc, i18n._('Refunds'))
    for (const refund of model.refunds) {
      const reason = refund.pending
        ? i18n._('{reason} (on its way)', { reason: refund.reason })
        : refund.reason
      moneyRow(doc, model, `${when(refund.at, language)}  ${reason}`, -refund.amountCents)
    }
  }

  heading(doc, i18n._('Summary'))
  if (model.billedTo === null) {
    moneyRow(doc, model, i18n._('Paid'), model.paidCents)
    moneyRow(doc, model, i18n._('Refunded'), -model.refundedCents)
  } else {
    moneyRow(doc, model, i18n._('Billed to the monthly account'), model.totalCents)
  }
  moneyRow(doc, model, i18n._('Balance due'), model.balanceCents, true)
}

/** The display currency's rate and the rates' day, as the receipt's language writes them. */
function rateWords({ rate, ratesDate }: NonNullable<ReceiptModel['display']>, language: Language) {
  if (language === 'en') return { rate: String(rate), date: ratesDate }
  const locale = intlLocale(language)
  const at = new Date(`${ratesDate}T00:00:00Z`)
  return {
    rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(rate),
    date: Number.isNaN(at.getTime()) ? ratesDate : day(at, language),
  }
}

function footer(doc: Doc, model: ReceiptModel, i18n: Translator) {
  doc.moveDown(1.5).font(BODY_FONT).fontSize(8.5).fillColor(GREY)
  const width = PAGE.right - PAGE.left
  if (model.display) {
    const { code } = model.display
    const { rate, date } = rateWords(model.display, model.language)
    writeText(
      doc,
      i18n._(
        "Amounts in {code} are shown approximately, at today's rate (1 USD = {rate} {code}, rates of {date}). You were charged in US dollars.",
        { code, rate, date },
      ),
      { x: PAGE.left, y: doc.y, width },
    )
    doc.moveDown(0.4)
  }
  writeText(
    doc,
    i18n._('Questions about this receipt? Write to {email} and quote {number}.', {
      email: model.company.supportEmail,
      number: model.invoiceNumber,
    }),
    { x: PAGE.left, y: doc.y, width },
  )
}

/**
 * A new A4 document and the promise of its bytes once `doc.end()` is called; a right-to-left one
 * has every text that writeText writes mirrored (see the top of this file).
 */
export function newPdf(
  info: PDFKit.DocumentInfo,
  layout: 'portrait' | 'landscape' = 'portrait',
  direction: Direction = 'ltr',
): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', layout, margin: 50, info })
  registerFaces(doc)
  setDirection(doc, direction)
  doc.font(BODY_FONT)
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  return { doc, done }
}

/** The receipt as a PDF file, in its model's language. */
export function renderReceipt(model: ReceiptModel): Promise<Buffer> {
  const i18n = serverI18n(model.language)
  const number = model.invoiceNumber
  const info = {
    Title:
      model.title === 'Invoice'
        ? i18n._('Ridelane invoice {number}', { number })
        : i18n._('Ridelane receipt {number}', { number }),
    Author: model.company.legalName,
    Subject: i18n._('Booking {code}', { code: model.bookingCode }),
  }
  const { doc, done } = newPdf(info, 'portrait', textDirection(model.language))

  header(doc, model, i18n)
  if (model.billedParty) {
    // A partner's invoice, in English as the partner's portal is.
    const party = model.billedParty
    heading(doc, 'Billed to')
    pairs(doc, [
      { label: 'Business', value: party.name },
      ...(party.address ? [{ label: 'Address', value: party.address }] : []),
      ...(party.taxId ? [{ label: 'Tax ID', value: party.taxId }] : []),
      ...(party.references ?? []),
    ])
  }
  heading(doc, i18n._('Traveller'))
  pairs(doc, [
    { label: i18n._('Name'), value: model.traveller.name },
    { label: i18n._('Email'), value: model.traveller.email },
  ])
  heading(doc, i18n._('Trip'))
  pairs(doc, model.trip)
  moneySections(doc, model, i18n)
  footer(doc, model, i18n)
  doc.end()
  return done
}
