import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import type { ReceiptModel } from './receipt-model'

// Draws a receipt as a PDF (docs/decisions/028-ride-page.md#receipt). Every PDF we make (receipts,
// invoices, statements, a traveller's copy of their data) writes in DejaVu Sans Condensed, embedded
// and subset by PDFKit, so names and places in Greek, Cyrillic, Hebrew, Arabic or any Latin script
// print as typed. A character the font lacks (Chinese, Japanese, Korean, Devanagari…) is spelled
// without its accents where that helps, else shown as '?'. Amounts in another currency carry its
// code rather than its symbol.

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

function converted(cents: number, display: ReceiptModel['display']): string {
  if (!display) return ''
  const amount = Math.round(Math.abs(cents) * display.rate) / 100
  const figure = amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return `${cents < 0 ? '-' : ''}${display.code} ${figure}`
}

const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const moment = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
})
const when = (instant: Date) => `${moment.format(instant)} UTC`

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
  doc.text(usd(cents), amountX, top, { width: COLUMNS.amount, align: 'right' })
  if (model.display) {
    doc.fillColor(GREY).text(converted(cents, model.display), amountX + COLUMNS.amount, top, {
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

function header(doc: Doc, model: ReceiptModel) {
  const { company } = model
  doc.font(BOLD_FONT).fontSize(20).text(printable(company.tradingName), PAGE.left, 50)
  doc.font(BODY_FONT).fontSize(9).fillColor(GREY)
  doc.text(printable(company.legalName))
  doc.text(printable(company.address))
  doc.text(printable(`Tax registration: ${company.taxId}`))
  doc.text(printable(`Support: ${company.supportEmail}`))
  doc.fillColor('black').font(BOLD_FONT).fontSize(14)
  doc.text(model.title ?? 'Receipt', PAGE.left, 50, {
    width: PAGE.right - PAGE.left,
    align: 'right',
  })
  doc.font(BODY_FONT).fontSize(10)
  const right = { width: PAGE.right - PAGE.left, align: 'right' as const }
  doc.text(`Invoice number: ${model.invoiceNumber}`, PAGE.left, doc.y + 4, right)
  doc.text(`Issue date: ${day.format(model.issuedAt)}`, right)
  doc.text(printable(`Booking code: ${model.bookingCode}`), right)
  if (model.cancelled) doc.font(BOLD_FONT).text('Ride cancelled', right).font(BODY_FONT)
  doc.x = PAGE.left
  doc.y = Math.max(doc.y, 125)
}

function moneySections(doc: Doc, model: ReceiptModel) {
  heading(doc, 'Fare (US dollars, the currency charged)')
  for (const line of model.fare) {
    // An add-on of the vehicle's own price (included meet & greet) costs nothing extra.
    if (line.amountCents === 0) {
      pairs(doc, [{ label: line.label, value: 'Included' }])
    } else moneyRow(doc, model, line.label, line.amountCents)
  }
  if (model.partnerDiscountCents > 0) {
    moneyRow(doc, model, model.discountLabel, -model.partnerDiscountCents)
  }
  for (const line of model.extras) moneyRow(doc, model, line.label, line.amountCents)
  moneyRow(doc, model, 'Total', model.totalCents, true)

  heading(doc, 'Payments')
  if (model.billedTo !== null) {
    doc.text(printable(`Billed to ${model.billedTo}'s monthly account.`), PAGE.left, doc.y)
  } else {
    for (const payment of model.payments) {
      moneyRow(doc, model, `${when(payment.at)}  ${payment.card}`, payment.amountCents)
    }
  }

  if (model.refunds.length > 0) {
    heading(doc, 'Refunds')
    for (const refund of model.refunds) {
      const state = refund.pending ? ' (on its way)' : ''
      moneyRow(doc, model, `${when(refund.at)}  ${refund.reason}${state}`, -refund.amountCents)
    }
  }

  heading(doc, 'Summary')
  if (model.billedTo === null) {
    moneyRow(doc, model, 'Paid', model.paidCents)
    moneyRow(doc, model, 'Refunded', -model.refundedCents)
  } else {
    moneyRow(doc, model, 'Billed to the monthly account', model.totalCents)
  }
  moneyRow(doc, model, 'Balance due', model.balanceCents, true)
}

function footer(doc: Doc, model: ReceiptModel) {
  doc.moveDown(1.5).font(BODY_FONT).fontSize(8.5).fillColor(GREY)
  const width = PAGE.right - PAGE.left
  if (model.display) {
    const { code, rate, ratesDate } = model.display
    doc.text(
      `Amounts in ${code} are shown approximately, at today's rate (1 USD = ${rate} ${code}, ` +
        `rates of ${ratesDate}). You were charged in US dollars.`,
      PAGE.left,
      doc.y,
      { width },
    )
    doc.moveDown(0.4)
  }
  doc.text(
    printable(
      `Questions about this receipt? Write to ${model.company.supportEmail} and quote ` +
        `${model.invoiceNumber}.`,
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

/** The receipt as a PDF file. */
export function renderReceipt(model: ReceiptModel): Promise<Buffer> {
  const { doc, done } = newPdf({
    Title: `Ridelane ${(model.title ?? 'Receipt').toLowerCase()} ${model.invoiceNumber}`,
    Author: model.company.legalName,
    Subject: `Booking ${model.bookingCode}`,
  })

  header(doc, model)
  if (model.billedParty) {
    const party = model.billedParty
    heading(doc, 'Billed to')
    pairs(doc, [
      { label: 'Business', value: party.name },
      ...(party.address ? [{ label: 'Address', value: party.address }] : []),
      ...(party.taxId ? [{ label: 'Tax ID', value: party.taxId }] : []),
      ...(party.references ?? []),
    ])
  }
  heading(doc, 'Traveller')
  pairs(doc, [
    { label: 'Name', value: model.traveller.name },
    { label: 'Email', value: model.traveller.email },
  ])
  heading(doc, 'Trip')
  pairs(doc, model.trip)
  moneySections(doc, model)
  footer(doc, model)
  doc.end()
  return done
}
