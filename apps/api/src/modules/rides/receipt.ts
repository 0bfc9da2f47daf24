import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import {
  defaultLanguage,
  formatMoney,
  fromCents,
  intlLocale,
  type Language,
  type Translator,
} from '@ridelane/domain'
import { serverI18n } from '../../i18n/server-i18n'
import { utcDay, utcMoment } from '../../i18n/utc-dates'
import type { ReceiptModel } from './receipt-model'

// Draws a receipt as a PDF (docs/decisions/028-ride-page.md#receipt). Every PDF we make (receipts,
// invoices, statements, a traveller's copy of their data) writes in DejaVu Sans Condensed, embedded
// and subset by PDFKit, so names and places in Greek, Cyrillic, Hebrew, Arabic or any Latin script
// print as typed. A character the font lacks (Chinese, Japanese, Korean, Devanagari…) is spelled
// without its accents where that helps, else shown as '?'. Amounts in another currency carry its
// code rather than its symbol.
//
// A receipt's words, dates and amounts are in its model's language, for the languages a PDF of
// ours can be written in (pdfLanguage): Latin script. DejaVu Sans has no Devanagari, and PDFKit
// lays every line out left to right without the Unicode bidirectional algorithm, so an Arabic
// line with a figure or a code in it would print that figure backwards (fontkit turns the whole
// run round: 'ending 4242' comes out as '2424'); Hindi and Arabic readers get English.

/** The languages our PDFs are written in; any other reader gets English (see above). */
const pdfLanguages: ReadonlySet<Language> = new Set(['en', 'es', 'fr', 'de'])

/** The language a PDF for a reader of `language` is written in: theirs, or else English. */
export const pdfLanguage = (language: Language): Language =>
  pdfLanguages.has(language) ? language : defaultLanguage

const fontFile = (name: string) =>
  readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`))

/** The two faces, read once per process. */
let faces: { body: Buffer; bold: Buffer; covers: (codePoint: number) => boolean } | undefined
function pdfFaces() {
  if (!faces) {
    const body = fontFile('DejaVuSansCondensed.ttf')
    const font = fontkit.create(body)
    if (!('hasGlyphForCodePoint' in font)) throw new Error('DejaVu Sans is a single font')
    faces = {
      body,
      bold: fontFile('DejaVuSansCondensed-Bold.ttf'),
      covers: (codePoint) => font.hasGlyphForCodePoint(codePoint),
    }
  }
  return faces
}

/** The names PDFKit knows the faces by, in every document newPdf makes. */
export const BODY_FONT = 'Body'
export const BOLD_FONT = 'Body-Bold'

// Letters with a stroke have no decomposition to drop an accent from.
const STROKED: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' }

/** The text on one line, every character the font cannot write replaced: accents dropped, else '?'. */
export function printable(text: string): string {
  const { covers } = pdfFaces()
  const writable = (char: string) => covers(char.codePointAt(0)!)
  let out = ''
  for (const char of text.normalize('NFC').replace(/[\t\r\n]+/g, ' ')) {
    if (writable(char)) out += char
    else {
      const plain = STROKED[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '')
      out += plain && [...plain].every(writable) ? plain : '?'
    }
  }
  return out
}

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
  doc.text(printable(text), PAGE.left, doc.y)
  doc.moveDown(0.2).font(BODY_FONT).fontSize(10)
}

/** A label with its USD amount and, when the traveller chose another currency, that amount too. */
function moneyRow(doc: Doc, model: ReceiptModel, label: string, cents: number, bold = false) {
  doc
    .font(bold ? BOLD_FONT : BODY_FONT)
    .fontSize(10)
    .fillColor('black')
  const top = doc.y
  doc.text(printable(label), PAGE.left, top, { width: COLUMNS.label })
  const below = doc.y
  const amountX = PAGE.left + COLUMNS.label
  doc.text(dollars(cents, model.language), amountX, top, { width: COLUMNS.amount, align: 'right' })
  if (model.display) {
    const amount = converted(cents, model.display, model.language)
    doc.fillColor(GREY).text(amount, amountX + COLUMNS.amount, top, {
      width: COLUMNS.display,
      align: 'right',
    })
  }
  doc.fillColor('black')
  doc.x = PAGE.left
  doc.y = Math.max(below, doc.y)
}

export function pairs(doc: Doc, lines: { label: string; value: string }[]) {
  doc.font(BODY_FONT).fontSize(10).fillColor('black')
  for (const { label, value } of lines) {
    const top = doc.y
    doc.font(BOLD_FONT).text(printable(label), PAGE.left, top, { width: 120 })
    const below = doc.y
    doc.font(BODY_FONT).text(printable(value), PAGE.left + 125, top, { width: 370 })
    doc.y = Math.max(below, doc.y)
  }
  doc.x = PAGE.left
}

function header(doc: Doc, model: ReceiptModel, i18n: Translator) {
  const { company, language } = model
  doc.font(BOLD_FONT).fontSize(20).text(printable(company.tradingName), PAGE.left, 50)
  doc.font(BODY_FONT).fontSize(9).fillColor(GREY)
  doc.text(printable(company.legalName))
  doc.text(printable(company.address))
  doc.text(printable(i18n._('Tax registration: {taxId}', { taxId: company.taxId })))
  doc.text(printable(i18n._('Support: {email}', { email: company.supportEmail })))
  doc.fillColor('black').font(BOLD_FONT).fontSize(14)
  const title = model.title === 'Invoice' ? i18n._('Invoice') : i18n._('Receipt')
  doc.text(printable(title), PAGE.left, 50, {
    width: PAGE.right - PAGE.left,
    align: 'right',
  })
  doc.font(BODY_FONT).fontSize(10)
  const right = { width: PAGE.right - PAGE.left, align: 'right' as const }
  const number = i18n._('Invoice number: {number}', { number: model.invoiceNumber })
  doc.text(printable(number), PAGE.left, doc.y + 4, right)
  doc.text(printable(i18n._('Issue date: {date}', { date: day(model.issuedAt, language) })), right)
  doc.text(printable(i18n._('Booking code: {code}', { code: model.bookingCode })), right)
  if (model.cancelled) {
    doc
      .font(BOLD_FONT)
      .text(printable(i18n._('Ride cancelled')), right)
      .font(BODY_FONT)
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
    doc.text(printable(billed), PAGE.left, doc.y)
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
    doc.text(
      printable(
        i18n._(
          "Amounts in {code} are shown approximately, at today's rate (1 USD = {rate} {code}, rates of {date}). You were charged in US dollars.",
          { code, rate, date },
        ),
      ),
      PAGE.left,
      doc.y,
      { width },
    )
    doc.moveDown(0.4)
  }
  doc.text(
    printable(
      i18n._('Questions about this receipt? Write to {email} and quote {number}.', {
        email: model.company.supportEmail,
        number: model.invoiceNumber,
      }),
    ),
    PAGE.left,
    doc.y,
    { width },
  )
}

/** A new A4 document and the promise of its bytes once `doc.end()` is called. */
export function newPdf(
  info: PDFKit.DocumentInfo,
  layout: 'portrait' | 'landscape' = 'portrait',
): { doc: Doc; done: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', layout, margin: 50, info })
  const { body, bold } = pdfFaces()
  doc.registerFont(BODY_FONT, body)
  doc.registerFont(BOLD_FONT, bold)
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
  const { doc, done } = newPdf({
    Title:
      model.title === 'Invoice'
        ? i18n._('Ridelane invoice {number}', { number })
        : i18n._('Ridelane receipt {number}', { number }),
    Author: model.company.legalName,
    Subject: i18n._('Booking {code}', { code: model.bookingCode }),
  })

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
