import {
  formatMoney,
  intlLocale,
  operatorCompany,
  receiptMessages,
  type Language,
} from '@ridelane/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { invoiceCounters, partners, receipts } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { filled, translated } from '../../i18n/catalogue-test-kit'
import { setBooking } from '../bookings/ops-booking-test-kit'
import {
  bookingPayload,
  bookingToken,
  completion,
  payAndComplete,
  postBooking,
  signQuote,
} from '../bookings/test-fixtures'
import { BUNDLED_CURRENCY_RATES } from '../currencies'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { refundBooking } from '../payments'
import { receiptFor, receiptPdfFor } from './issue-receipt'
import { issueRideToken } from './ride-access'
import { printable } from './pdf-fonts'
import { arabicAsRead, devanagariLetters, pdfItems, pdfText } from './receipt-test-kit'

// The receipt download of the ride page (docs/decisions/028-ride-page.md#receipt): what the PDF
// says, read back from the file as a reader would copy its text.

let app: App
const YEAR = new Date().getUTCFullYear()
const number = (sequence: number, year = YEAR) => `RL-${year}-${String(sequence).padStart(6, '0')}`

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

type Created = { id: string; booking_code: string; access_token: string }

async function newBooking(
  overrides: Parameters<typeof bookingPayload>[1] = {},
  headers: Record<string, string> = {},
): Promise<Created> {
  const response = await postBooking(app, bookingPayload(await signQuote(app), overrides), headers)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as Created
}

async function paidBooking(
  overrides: Parameters<typeof bookingPayload>[1] = {},
  headers?: Record<string, string>,
): Promise<Created> {
  const booking = await newBooking(overrides, headers)
  const done = await payAndComplete(app, booking, headers ? { headers } : {})
  expect(done.statusCode, done.body).toBe(200)
  return booking
}

const download = (ref: string, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/v1/rides/${ref}/receipt.pdf`, headers })

async function receiptText(ref: string, headers: Record<string, string>) {
  const response = await download(ref, headers)
  expect(response.statusCode, response.body).toBe(200)
  return pdfText(response.rawPayload)
}

const invoiceLine = (text: string) => /Invoice number: (RL-\d{4}-\d{6})/.exec(text)?.[1]

const counterOf = async (year: number) =>
  (await app.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, year)))[0]
    ?.lastNumber ?? 0

describe('invoice numbers', () => {
  // First in the file: the database is fresh, so this year's series starts here.
  it('numbers receipts 1, 2, 3 in the order asked and keeps each booking’s number', async () => {
    const bookings = [await paidBooking(), await paidBooking(), await paidBooking()]
    const numbers = []
    for (const booking of bookings) {
      numbers.push(
        invoiceLine(await receiptText(booking.booking_code, bookingToken(booking.access_token))),
      )
    }
    expect(numbers).toEqual([number(1), number(2), number(3)])

    // Asked again, by id or by code in any case: the same number, none taken.
    const [first] = bookings
    const again = await receiptText(first!.id, bookingToken(first!.access_token))
    expect(invoiceLine(again)).toBe(number(1))
    const lower = await receiptText(
      first!.booking_code.toLowerCase(),
      bookingToken(first!.access_token),
    )
    expect(invoiceLine(lower)).toBe(number(1))
    expect(await counterOf(YEAR)).toBe(3)
  })

  it('gives one number to a booking asked for twice at once', async () => {
    const booking = await paidBooking()
    const before = await counterOf(YEAR)
    const answers = await Promise.all([
      download(booking.booking_code, bookingToken(booking.access_token)),
      download(booking.booking_code, bookingToken(booking.access_token)),
    ])
    const texts = await Promise.all(answers.map((answer) => pdfText(answer.rawPayload)))
    expect(texts.map(invoiceLine)).toEqual([number(before + 1), number(before + 1)])
    expect(await counterOf(YEAR)).toBe(before + 1)
  })

  it('starts a new year at 1, and the year before goes on where it was', async () => {
    const next = YEAR + 1
    const newYear = new Date(Date.UTC(next, 0, 1, 0, 0, 5))
    const options = { rates: BUNDLED_CURRENCY_RATES, now: newYear }
    const one = await receiptPdfFor(app.db, (await paidBooking()).id, options)
    const two = await receiptFor(app.db, (await paidBooking()).id, options)
    expect([one.model.invoiceNumber, two.invoiceNumber]).toEqual([number(1, next), number(2, next)])
    const text = await pdfText(one.pdf)
    expect(text).toContain(`Invoice number: ${number(1, next)}`)
    expect(text).toContain(`Issue date: 1 January ${next}`)

    const thisYear = await counterOf(YEAR)
    const now = await paidBooking()
    expect(invoiceLine(await receiptText(now.id, bookingToken(now.access_token)))).toBe(
      number(thisYear + 1),
    )
  })
})

describe('what the receipt says', () => {
  it('names the operator, the traveller and the trip, every fare line, payments, refunds and the balance', async () => {
    // Sedan $80.15, meet & greet $15, three child seats at $10: $125.15.
    const booking = await paidBooking({
      meet_greet_applicable: true,
      child_seat_applicable: true,
      child_seat_count: 3,
    })
    await refundBooking(app.db, app.payments, {
      bookingId: booking.id,
      amountCents: 2_000,
      reason: 'cancellation',
      actor: { kind: 'system', id: null },
    })
    await setBooking(app, booking.id, { bookingStatus: 'cancelled', currencyCode: 'EUR' })

    const response = await download(booking.booking_code, bookingToken(booking.access_token))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ridelane-receipt-${booking.booking_code}.pdf"`,
    )
    expect(response.headers['cache-control']).toBe('no-store')
    const text = await pdfText(response.rawPayload)

    const eur = (usd: number) =>
      `EUR ${(Math.round(usd * 100 * BUNDLED_CURRENCY_RATES.rates.EUR) / 100).toFixed(2)}`
    for (const line of [
      operatorCompany.legalName,
      operatorCompany.address,
      `Tax registration: ${operatorCompany.taxId}`,
      `Support: ${operatorCompany.supportEmail}`,
      `Invoice number: ${invoiceLine(text)}`,
      `Booking code: ${booking.booking_code}`,
      'Ride cancelled',
      'Name Amara Okafor',
      'Email amara@example.com',
      'Pickup JFK Airport, Queens, NY',
      'Drop-off Times Square, Manhattan, NY',
      'Pickup time Tuesday, 15 January 2030 at 09:30 Eastern Standard Time (America/New_York)',
      'Vehicle Sedan',
      'Passengers 2',
      `Vehicle fare $65.15 ${eur(65.15)}`,
      `Airport fee $15.00 ${eur(15)}`,
      `Meet & greet $15.00 ${eur(15)}`,
      `Child seats (3) $30.00 ${eur(30)}`,
      `Total $125.15 ${eur(125.15)}`,
      `Paid $125.15 ${eur(125.15)}`,
      `Refunded -$20.00 -${eur(20)}`,
      `Balance due $0.00 ${eur(0)}`,
    ]) {
      expect(text.split('\n')).toContain(line)
    }
    expect(text).toMatch(/\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC Visa ending 4242 \$125\.15/)
    expect(text).toMatch(/\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC Cancellation -\$20\.00/)
    expect(text).toContain("approximately, at today's rate")
    expect(text).toContain(`1 USD = ${BUNDLED_CURRENCY_RATES.rates.EUR} EUR`)
  })

  it('shows US dollars alone when the traveller saw US dollars', async () => {
    const booking = await paidBooking()
    const text = await receiptText(booking.booking_code, bookingToken(booking.access_token))
    expect(text.split('\n')).toContain('Total $80.15')
    expect(text).not.toContain("today's rate")
  })

  it('bills an on-account booking to the partner, with its discount', async () => {
    const partner = await approvedPartner(app, 10)
    await app.db
      .update(partners)
      .set({ onAccountSince: new Date(), businessName: 'Globe Travel Desk' })
      .where(eq(partners.id, partner.partnerId))
    const booking = await newBooking({ meet_greet_applicable: true }, bearer(partner.token))
    const done = await app.inject({
      method: 'POST',
      url: `/api/v1/bookings/${booking.id}/complete`,
      headers: bearer(partner.token),
      payload: completion(),
    })
    expect(done.statusCode, done.body).toBe(200)

    const lines = (await receiptText(booking.booking_code, bearer(partner.token))).split('\n')
    // 10 % off $95.15.
    expect(lines).toContain('Partner discount -$9.52')
    expect(lines).toContain('Total $85.63')
    expect(lines).toContain("Billed to Globe Travel Desk's monthly account.")
    expect(lines).toContain('Balance due $0.00')
  })
})

describe('the receipt in the reader’s language', () => {
  // The language of the page it is downloaded from (Accept-Language), any of ours.
  const inLanguage = async (booking: Created, language: string) =>
    (
      await receiptText(booking.booking_code, {
        ...bookingToken(booking.access_token),
        'accept-language': language,
      })
    ).split('\n')
  const dollars = (amount: number, language: Language) =>
    formatMoney(amount, 'USD', intlLocale(language))

  it.each(['de', 'fr'] as const)(
    'writes the trip’s labels, fare lines and amounts in %s',
    async (language) => {
      const booking = await paidBooking({ meet_greet_applicable: true })
      const lines = await inLanguage(booking, language)
      for (const line of [
        `${translated(language, 'Pickup')} JFK Airport, Queens, NY`,
        `${translated(language, 'Passengers')} 2`,
        `${translated(language, 'Vehicle fare')} ${dollars(65.15, language)}`,
        `${translated(language, 'Meet & greet')} ${dollars(15, language)}`,
        `${translated(language, 'Total')} ${dollars(95.15, language)}`,
        filled(language, 'Booking code: {code}', { code: booking.booking_code }),
      ]) {
        expect(lines).toContain(line)
      }
      expect(lines).not.toContain('Pickup JFK Airport, Queens, NY')
      const month = new Intl.DateTimeFormat(intlLocale(language), {
        month: 'long',
        timeZone: 'UTC',
      })
      expect(lines.join('\n')).toContain(month.format(new Date('2030-01-15T12:00:00Z')))
    },
  )

  it.each(['de', 'fr'] as const)('writes its own headings and words in %s', async (language) => {
    const booking = await paidBooking()
    const lines = await inLanguage(booking, language)
    const text = lines.join('\n')
    for (const heading of ['Receipt', 'Traveller', 'Trip', 'Payments', 'Summary']) {
      expect(lines).toContain(translated(language, heading))
    }
    expect(lines).toContain(translated(language, 'Fare (US dollars, the currency charged)'))
    expect(lines).toContain(
      filled(language, 'Invoice number: {number}', {
        number: /RL-\d{4}-\d{6}/.exec(text)?.[0],
      }),
    )
    expect(text).toContain(
      filled(language, '{brand} ending {last4}', { brand: 'Visa', last4: '4242' }),
    )
    expect(lines).toContain(`${translated(language, 'Balance due')} ${dollars(0, language)}`)
  })

  it('writes a Hindi receipt’s headings, labels and amounts in Hindi', async () => {
    const booking = await paidBooking({ meet_greet_applicable: true })
    const lines = await inLanguage(booking, 'hi')
    const text = lines.join('\n')
    // What pdfjs reads back letter for letter…
    expect(lines).toContain(translated('hi', 'Receipt'))
    expect(lines).toContain(`${translated('hi', 'Total')} ${dollars(95.15, 'hi')}`)
    // …and the rest as its letters in order (see devanagariLetters).
    const letters = devanagariLetters(text)
    for (const words of [
      translated('hi', 'Traveller'),
      translated('hi', 'Trip'),
      translated('hi', 'Fare (US dollars, the currency charged)'),
      translated('hi', 'Payments'),
      translated('hi', 'Summary'),
      `${translated('hi', 'Pickup')} JFK Airport, Queens, NY`,
      `${translated('hi', 'Vehicle fare')} ${dollars(65.15, 'hi')}`,
      `${translated('hi', 'Meet & greet')} ${dollars(15, 'hi')}`,
      `${translated('hi', 'Balance due')} ${dollars(0, 'hi')}`,
      filled('hi', 'Booking code: {code}', { code: booking.booking_code }),
    ]) {
      expect(letters).toContain(devanagariLetters(words))
    }
    expect(lines).not.toContain('Receipt')
    // No letter the fonts could not write (printable's '?' in place of each).
    expect(text).not.toMatch(/\?\?/)
  })

  it('writes an Arabic receipt whose codes, names and amounts read as written', async () => {
    const booking = await paidBooking({ meet_greet_applicable: true })
    const lines = await inLanguage(booking, 'ar')
    const text = lines.join('\n')
    const ar = (english: string) => arabicAsRead(translated('ar', english))
    const invoice = /RL-\d{4}-\d{6}/.exec(text)?.[0]
    expect(invoice).toBeDefined()
    for (const line of [
      ar('Receipt'),
      ar('Traveller'),
      ar('Payments'),
      arabicAsRead(filled('ar', 'Invoice number: {number}', { number: invoice })),
      arabicAsRead(filled('ar', 'Booking code: {code}', { code: booking.booking_code })),
      `${ar('Name')} Amara Okafor`,
      `${ar('Email')} amara@example.com`,
      `${ar('Pickup')} JFK Airport, Queens, NY`,
      `${ar('Passengers')} 2`,
      `${ar('Vehicle fare')} ${dollars(65.15, 'ar')}`,
      `${ar('Total')} ${dollars(95.15, 'ar')}`,
    ]) {
      expect(lines).toContain(line)
    }
    // The card's last digits stay as they are beside the Arabic words, not turned round.
    const ending = filled('ar', '{brand} ending {last4}', { brand: '', last4: '4242' }).trim()
    expect(text).toContain(arabicAsRead(ending))
    expect(text).not.toContain('2424')
    expect(lines).not.toContain('Receipt')
    expect(text).not.toMatch(/\?\?/)
  })

  it('puts an Arabic receipt’s labels to the right of their amounts, an English one’s to the left', async () => {
    const booking = await paidBooking({ meet_greet_applicable: true })
    const columns = async (language: Language, label: string) => {
      const response = await download(booking.booking_code, {
        ...bookingToken(booking.access_token),
        'accept-language': language,
      })
      const items = await pdfItems(response.rawPayload)
      const at = (text: string) => items.find((item) => item.str === text)?.x ?? Number.NaN
      return { label: at(label), amount: at(dollars(95.15, language)) }
    }
    const english = await columns('en', 'Total')
    expect(english.label).toBeLessThan(english.amount)
    const arabic = await columns('ar', arabicAsRead(translated('ar', 'Total')))
    expect(arabic.label).toBeGreaterThan(arabic.amount)
    // Against the right margin, as the English label is against the left one.
    expect(arabic.label).toBeGreaterThan(450)
  })
})

describe('who may download it', () => {
  it('lets the booking’s token, a ride link and the owning partner in, and nobody else', async () => {
    const partner = await approvedPartner(app)
    const other = await approvedPartner(app)
    const booking = await paidBooking({}, bearer(partner.token))
    const stranger = await newBooking()
    const link = await issueRideToken(app.db, booking.id, 'lookup')

    const none = await download(booking.booking_code)
    expect(none.statusCode).toBe(401)
    expect(none.json().error.code).toBe('UNAUTHORIZED')
    for (const headers of [
      bookingToken(booking.access_token),
      bookingToken(link),
      bearer(partner.token),
    ]) {
      expect((await download(booking.booking_code, headers)).statusCode).toBe(200)
    }
    const notFound = [
      await download(booking.booking_code, bookingToken(stranger.access_token)),
      await download(booking.booking_code, bearer(other.token)),
      await download('NOSUCH99', bookingToken(booking.access_token)),
    ]
    for (const response of notFound) {
      expect(response.statusCode).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
    expect(new Set(notFound.map((response) => response.json().error.message)).size).toBe(1)
  })

  it('answers 409 for a booking nothing was paid for, and takes no number', async () => {
    const booking = await newBooking()
    const before = await counterOf(YEAR)
    const response = await download(booking.booking_code, bookingToken(booking.access_token))
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'CONFLICT', message: receiptMessages.nothingPaid },
    })
    expect(await counterOf(YEAR)).toBe(before)
    expect(await app.db.select().from(receipts).where(eq(receipts.bookingId, booking.id))).toEqual(
      [],
    )
  })
})

describe('text the embedded fonts cannot write', () => {
  it('keeps what DejaVu Sans and Noto Sans Devanagari write, spells the rest plainly where it can, else marks it', () => {
    expect(printable('Zoë Łukasz Ṭhākur Αθηνά Дмитрий שלום → ₹')).toBe(
      'Zoë Łukasz Ṭhākur Αθηνά Дмитрий שלום → ₹',
    )
    // ⑪ has no glyph but reads as 11; Chinese has none at all.
    expect(printable('Room ⑪, 李 हरि')).toBe('Room 11, ? हरि')
  })
})
