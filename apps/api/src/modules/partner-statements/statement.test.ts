import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { bookings } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { insertRefunds } from '../provider-statements/statement-test-kit'
import { pdfText } from '../rides/receipt-test-kit'
import { insertPartnerBooking, parseCsv, setBusinessProfile } from './statement-test-kit'

// March 2030 on New York's calendar: from 2030-03-01T05:00Z to 2030-04-01T04:00Z.
const MONTH = '2030-03'

describe('a partner statement', () => {
  let app: App
  let partner: Awaited<ReturnType<typeof approvedPartner>>
  let other: Awaited<ReturnType<typeof approvedPartner>>
  const ids: Record<string, { id: string; bookingCode: string }> = {}

  beforeAll(async () => {
    app = await createTestApp()
    partner = await approvedPartner(app)
    other = await approvedPartner(app)
    await setBusinessProfile(app, partner.partnerId, {
      businessName: 'Globe Trotter Tours',
      address: '12 Harbour Road, Kochi',
      taxId: 'GST-99-TT',
    })
    const mine = { partnerId: partner.partnerId }
    // Card, with a 10 % discount, booked by a team member.
    ids.card = await insertPartnerBooking(app, {
      ...mine,
      pickupTime: '2030-03-10T14:00:00Z',
      grossCents: 10_000,
      discountCents: 1_000,
      bookedBy: 'anna@agency.example',
    })
    // On account, completed, booked before teams (no label).
    ids.account = await insertPartnerBooking(app, {
      ...mine,
      status: 'completed',
      onAccount: true,
      pickupTime: '2030-03-12T09:00:00Z',
      grossCents: 5_000,
      discountCents: 500,
    })
    // Card, cancelled after it was paid, half refunded to the card.
    ids.cardCancelled = await insertPartnerBooking(app, {
      ...mine,
      status: 'cancelled',
      pickupTime: '2030-03-20T12:00:00Z',
      grossCents: 8_800,
      discountCents: 800,
      refundAmountCents: 4_000,
    })
    await insertRefunds(app, ids.cardCancelled.id, 8_000, [
      { amountCents: 4_000, reason: 'cancellation', status: 'succeeded' },
    ])
    // On account, cancelled in time: the whole fare credited back.
    ids.accountCancelled = await insertPartnerBooking(app, {
      ...mine,
      status: 'cancelled',
      onAccount: true,
      pickupTime: '2030-03-25T12:00:00Z',
      grossCents: 3_000,
      refundAmountCents: 3_000,
    })
    // 22:00 on 31 March in New York, already April in UTC: March's.
    ids.lateEvening = await insertPartnerBooking(app, {
      ...mine,
      pickupTime: '2030-04-01T02:00:00Z',
      grossCents: 2_000,
    })
    // Not on the statement: 22:00 on 28 February in New York, never paid, a test-key booking,
    // a cancelled one that was never confirmed, another partner's.
    ids.february = await insertPartnerBooking(app, {
      ...mine,
      pickupTime: '2030-03-01T03:00:00Z',
      grossCents: 7_777,
    })
    ids.unpaid = await insertPartnerBooking(app, {
      ...mine,
      status: 'pending_payment',
      pickupTime: '2030-03-15T12:00:00Z',
    })
    ids.sandbox = await insertPartnerBooking(app, {
      ...mine,
      sandbox: true,
      pickupTime: '2030-03-15T12:00:00Z',
      bookedBy: 'API key Test',
    })
    ids.neverConfirmed = await insertPartnerBooking(app, {
      ...mine,
      status: 'cancelled',
      confirmed: false,
      pickupTime: '2030-03-16T12:00:00Z',
    })
    ids.theirs = await insertPartnerBooking(app, {
      partnerId: other.partnerId,
      pickupTime: '2030-03-15T12:00:00Z',
    })
    // Bookings the partner referred: one paid, a no-show (paid in full), and one cancelled with
    // half refunded, which earns nothing (the dashboard counts the same).
    ids.referred = await insertPartnerBooking(app, {
      partnerId: null,
      referralPartnerId: partner.partnerId,
      commissionPercent: 12,
      pickupTime: '2030-03-18T12:00:00Z',
      grossCents: 12_345,
    })
    ids.referredCancelled = await insertPartnerBooking(app, {
      partnerId: null,
      referralPartnerId: partner.partnerId,
      commissionPercent: 12,
      status: 'cancelled',
      pickupTime: '2030-03-19T12:00:00Z',
      grossCents: 5_000,
      refundAmountCents: 2_500,
    })
    await insertRefunds(app, ids.referredCancelled.id, 5_000, [
      { amountCents: 2_500, reason: 'cancellation', status: 'succeeded' },
    ])
    ids.referredNoShow = await insertPartnerBooking(app, {
      partnerId: null,
      referralPartnerId: partner.partnerId,
      commissionPercent: 12,
      status: 'no_show',
      pickupTime: '2030-03-20T12:00:00Z',
      grossCents: 1_000,
    })
  })
  afterAll(() => app.close())

  const statement = async (token = partner.token, month = MONTH) =>
    app.inject({ url: `/api/v1/partners/statement?month=${month}`, headers: bearer(token) })

  it('lists the month’s confirmed bookings by local pickup day, with figures that add up', async () => {
    const response = await statement()
    expect(response.statusCode).toBe(200)
    const data = response.json().data
    expect(data.partner).toMatchObject({
      id: partner.partnerId,
      business_name: 'Globe Trotter Tours',
      tax_id: 'GST-99-TT',
    })
    expect(data.bookings.map((line: { booking_code: string }) => line.booking_code)).toEqual(
      ['card', 'account', 'cardCancelled', 'accountCancelled', 'lateEvening'].map(
        (key) => ids[key]!.bookingCode,
      ),
    )
    const byCode = (key: string) =>
      data.bookings.find(
        (line: { booking_code: string }) => line.booking_code === ids[key]!.bookingCode,
      )
    expect(byCode('card')).toMatchObject({
      gross: 100,
      discount: 10,
      net: 90,
      refunded: 0,
      charged: 90,
      payment: 'card',
      booked_by: 'anna@agency.example',
      pickup_date_local: '2030-03-10',
      pickup_time_local: '10:00',
    })
    expect(byCode('account')).toMatchObject({ payment: 'on_account', booked_by: partner.email })
    expect(byCode('cardCancelled')).toMatchObject({
      status: 'cancelled',
      refunded: 40,
      charged: 40,
    })
    expect(byCode('accountCancelled')).toMatchObject({ refunded: 30, charged: 0 })
    expect(byCode('lateEvening')).toMatchObject({ pickup_date_local: '2030-03-31' })

    expect(data.totals).toEqual({
      bookings: 5,
      gross: 288,
      discount: 23,
      net: 265,
      refunded: 70,
      charged: 195,
    })
    expect(data.on_account).toEqual({
      bookings: 2,
      gross: 80,
      discount: 5,
      net: 75,
      refunded: 30,
      charged: 45,
    })
    expect(data.by_card).toEqual({
      bookings: 3,
      gross: 208,
      discount: 18,
      net: 190,
      refunded: 40,
      charged: 150,
    })
    expect(data.amount_due).toBe(45)

    // The statement's net is the bookings' own stored fares, and its parts make its whole.
    const listed = data.bookings.map((line: { booking_id: string }) => line.booking_id)
    const [stored] = await app.db
      .select({ total: sql<number>`sum(${bookings.totalCents})`.mapWith(Number) })
      .from(bookings)
      .where(inArray(bookings.id, listed))
    expect(Math.round(data.totals.net * 100)).toBe(stored!.total)
    expect(data.on_account.net + data.by_card.net).toBe(data.totals.net)
    expect(data.on_account.charged + data.by_card.charged).toBe(data.totals.charged)
  })

  it('credits the commission on paid referred bookings, rounded per booking', async () => {
    const data = (await statement()).json().data
    expect(data.referrals).toEqual([
      expect.objectContaining({
        booking_code: ids.referred!.bookingCode,
        net: 123.45,
        refunded: 0,
        commission_percent: 12,
        commission: 14.81,
      }),
      expect.objectContaining({
        booking_code: ids.referredNoShow!.bookingCode,
        net: 10,
        commission: 1.2,
      }),
    ])
    expect(data.referral_commission).toBe(16.01)
    // Another partner's statement holds none of these.
    const theirs = (await statement(other.token)).json().data
    expect(theirs.bookings.map((line: { booking_code: string }) => line.booking_code)).toEqual([
      ids.theirs!.bookingCode,
    ])
    expect(theirs.referrals).toEqual([])
  })

  it('shows an empty month as empty, and refuses a month that is not YYYY-MM', async () => {
    const empty = (await statement(partner.token, '2031-01')).json().data
    expect(empty.bookings).toEqual([])
    expect(empty.totals.charged).toBe(0)
    const bad = await statement(partner.token, '2030-13')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toContain('Choose a month as YYYY-MM')
  })

  it('writes the same figures as CSV, with a totals row per payment and the commission', async () => {
    const response = await app.inject({
      url: `/api/v1/partners/statement.csv?month=${MONTH}`,
      headers: bearer(partner.token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toContain('ridelane-statement-2030-03.csv')
    const rows = parseCsv(response.body)
    expect(rows[0]).toEqual([
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
      'Extra waiting (USD)',
      'Selling price (USD)',
    ])
    expect(rows[1]).toEqual([
      ids.card!.bookingCode,
      '2030-03-10',
      '10:00',
      'America/New_York',
      'JFK Airport → Times Square',
      'Asha Rao',
      'anna@agency.example',
      '',
      '',
      'Confirmed',
      'Card',
      '100.00',
      '10.00',
      '90.00',
      '0.00',
      '90.00',
      '0.00',
      // A discount booking has no selling price of the partner's.
      '',
    ])
    const labelled = (label: string) => rows.find((row) => row[0]!.startsWith(label))!
    expect(labelled('Total (5').slice(11)).toEqual([
      '288.00',
      '23.00',
      '265.00',
      '70.00',
      '195.00',
      '0.00',
    ])
    expect(labelled('On account (2').slice(11)).toEqual([
      '80.00',
      '5.00',
      '75.00',
      '30.00',
      '45.00',
      '0.00',
    ])
    expect(labelled('By card (3').slice(11)).toEqual([
      '208.00',
      '18.00',
      '190.00',
      '40.00',
      '150.00',
      '0.00',
    ])
    expect(labelled('Amount due on account').at(-1)).toBe('45.00')
    expect(labelled('Total commission').at(-1)).toBe('16.01')
  })

  it('draws the statement as a PDF with its totals and amount due', async () => {
    const response = await app.inject({
      url: `/api/v1/partners/statement.pdf?month=${MONTH}`,
      headers: bearer(partner.token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('Statement')
    expect(text).toContain('March 2030')
    expect(text).toContain('Globe Trotter Tours')
    expect(text).toMatch(/Total \(5\) \$288\.00 \$0\.00 -\$23\.00 \$265\.00 -\$70\.00 \$195\.00/)
    expect(text).toContain('Amount due on account: $45.00')
    expect(text).toContain('Guest')
    expect(text).toContain('Asha Rao')
    expect(text).toMatch(/Total commission \$16\.01/)
  })

  it('makes an invoice of an own confirmed booking out to the partner’s business', async () => {
    const response = await app.inject({
      url: `/api/v1/partners/bookings/${ids.account!.id}/invoice.pdf`,
      headers: bearer(partner.token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = await pdfText(response.rawPayload)
    expect(text).toContain('Invoice')
    expect(text).toMatch(/Invoice number: RL-\d{4}-\d{6}/)
    expect(text).toContain('Billed to')
    expect(text).toContain('Globe Trotter Tours')
    expect(text).toContain('12 Harbour Road, Kochi')
    expect(text).toContain('GST-99-TT')
    expect(text).toContain(ids.account!.bookingCode)
    expect(text).toContain('$45.00')
  })

  it('answers 404 for an invoice of a booking that is not an own confirmed real one', async () => {
    for (const key of ['theirs', 'unpaid', 'sandbox', 'neverConfirmed', 'referred']) {
      const response = await app.inject({
        url: `/api/v1/partners/bookings/${ids[key]!.id}/invoice.pdf`,
        headers: bearer(partner.token),
      })
      expect(response.statusCode, key).toBe(404)
      expect(response.json().error).toEqual({ code: 'NOT_FOUND', message: 'Booking not found' })
    }
    const notAnId = await app.inject({
      url: '/api/v1/partners/bookings/not-a-uuid/invoice.pdf',
      headers: bearer(partner.token),
    })
    expect(notAnId.statusCode).toBe(404)
    // The other partner gets its own, but not this partner's.
    const crossed = await app.inject({
      url: `/api/v1/partners/bookings/${ids.card!.id}/invoice.pdf`,
      headers: bearer(other.token),
    })
    expect(crossed.statusCode).toBe(404)
    const [stillMine] = await app.db
      .select({ partnerId: bookings.partnerId })
      .from(bookings)
      .where(eq(bookings.id, ids.card!.id))
    expect(stillMine!.partnerId).toBe(partner.partnerId)
  })
})

describe('a net-rate partner’s statement', () => {
  let app: App
  afterAll(() => app?.close())

  it('lists what each net booking was sold at beside what the partner pays', async () => {
    app = await createTestApp()
    const partner = await approvedPartner(app)
    const mine = { partnerId: partner.partnerId, pickupTime: '2030-03-10T14:00:00Z' }
    // Net 80.00 sold at 112.50, and a booking from before the partner's net plan.
    const sold = await insertPartnerBooking(app, {
      ...mine,
      grossCents: 10_000,
      discountCents: 2_000,
      sellingTotalCents: 11_250,
    })
    const plain = await insertPartnerBooking(app, {
      ...mine,
      grossCents: 5_000,
      discountCents: 500,
    })
    const get = (format: string) =>
      app.inject({
        url: `/api/v1/partners/statement${format}?month=${MONTH}`,
        headers: bearer(partner.token),
      })

    const lines = (await get('')).json().data.bookings as Array<Record<string, unknown>>
    const line = (code: string) => lines.find((l) => l.booking_code === code)!
    expect(line(sold.bookingCode)).toMatchObject({ net: 80, charged: 80, selling_price: 112.5 })
    expect(line(plain.bookingCode)).toMatchObject({ net: 45, selling_price: null })

    const rows = parseCsv((await get('.csv')).body)
    const column = rows[0]!.indexOf('Selling price (USD)')
    expect(rows.find((row) => row[0] === sold.bookingCode)![column]).toBe('112.50')
    expect(rows.find((row) => row[0] === plain.bookingCode)![column]).toBe('')

    const text = await pdfText((await get('.pdf')).rawPayload)
    expect(text).toContain('Sold at')
    expect(text).toMatch(/\$100\.00 \$0\.00 -\$20\.00 \$80\.00 \$0\.00 \$80\.00 \$112\.50\n/)
    expect(text).toMatch(/\$50\.00 \$0\.00 -\$5\.00 \$45\.00 \$0\.00 \$45\.00\n/)
    expect(text).toMatch(/Total \(2\) \$150\.00 \$0\.00 -\$25\.00 \$125\.00 \$0\.00 \$125\.00\n/)
  })
})
