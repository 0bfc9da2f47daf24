import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bearer as operatorBearer,
  signedInAdmin,
  useStepClock,
} from '../operators/operator-test-kit'
import { approvedPartner, bearer } from '../partners/partner-test-kit'
import { pdfText } from '../rides/receipt-test-kit'
import { insertPartnerBooking, parseCsv, type PartnerBookingFixture } from './statement-test-kit'

// A statement per cost centre (issue 36, item 2; docs/decisions/045-corporate-booking-fields.md).

const MONTH = '2030-03'

describe('a statement by cost centre', () => {
  let app: App
  let partner: Awaited<ReturnType<typeof approvedPartner>>
  let other: Awaited<ReturnType<typeof approvedPartner>>
  const codes: Record<string, string> = {}
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    partner = await approvedPartner(app)
    other = await approvedPartner(app)
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/partners/booking-fields',
      headers: bearer(partner.token),
      payload: {
        cost_centre: {
          mode: 'optional',
          centres: [{ code: 'SALES', name: 'Sales team' }, { code: 'OPS' }],
        },
        booking_reference: { mode: 'optional', label: 'PO number', mask: '' },
      },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const mine = { partnerId: partner.partnerId, onAccount: true }
    const insert = async (key: string, fixture: Omit<PartnerBookingFixture, 'partnerId'>) => {
      const inserted = await insertPartnerBooking(app, { ...mine, ...fixture })
      codes[key] = inserted.bookingCode
      ids[key] = inserted.id
    }
    await insert('sales1', {
      pickupTime: '2030-03-05T14:00:00Z',
      grossCents: 10_000,
      costCentre: 'SALES',
      bookingReference: 'PO-1',
      bookedBy: 'anna@agency.example',
    })
    await insert('sales2', {
      pickupTime: '2030-03-06T14:00:00Z',
      grossCents: 5_000,
      costCentre: 'SALES',
    })
    await insert('ops', {
      pickupTime: '2030-03-07T14:00:00Z',
      grossCents: 2_500,
      costCentre: 'OPS',
    })
    await insert('none', { pickupTime: '2030-03-08T14:00:00Z', grossCents: 1_000 })
    // Another partner's booking with the same code is never on this statement.
    await insertPartnerBooking(app, {
      partnerId: other.partnerId,
      pickupTime: '2030-03-05T15:00:00Z',
      costCentre: 'SALES',
    })
  })
  afterAll(() => app?.close())

  const statement = (query: string, token = partner.token) =>
    app.inject({ url: `/api/v1/partners/statement?month=${MONTH}${query}`, headers: bearer(token) })
  const bookingCodes = (data: { bookings: { booking_code: string }[] }) =>
    data.bookings.map((line) => line.booking_code)

  it('gives each cost centre’s subtotal, the bookings without one last', async () => {
    const response = await statement('')
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.cost_centre).toBeNull()
    expect(data.bookings).toHaveLength(4)
    expect(data.bookings[0]).toMatchObject({
      cost_centre: 'SALES',
      booking_reference: 'PO-1',
      booked_by: 'anna@agency.example',
    })
    expect(data.by_cost_centre).toEqual([
      {
        cost_centre: 'OPS',
        name: '',
        bookings: 1,
        gross: 25,
        discount: 0,
        net: 25,
        refunded: 0,
        charged: 25,
      },
      {
        cost_centre: 'SALES',
        name: 'Sales team',
        bookings: 2,
        gross: 150,
        discount: 0,
        net: 150,
        refunded: 0,
        charged: 150,
      },
      {
        cost_centre: null,
        name: '',
        bookings: 1,
        gross: 10,
        discount: 0,
        net: 10,
        refunded: 0,
        charged: 10,
      },
    ])
    const sum = data.by_cost_centre.reduce((total: number, g: { net: number }) => total + g.net, 0)
    expect(sum).toBe(data.totals.net)
  })

  it('filters to one cost centre, in any case, or to the bookings without one', async () => {
    const sales = (await statement('&cost_centre=sales')).json().data
    expect(sales.cost_centre).toBe('SALES')
    expect(bookingCodes(sales)).toEqual([codes.sales1, codes.sales2])
    expect(sales.amount_due).toBe(150)
    expect(sales.referrals).toEqual([])
    const none = (await statement('&cost_centre=none')).json().data
    expect(none.cost_centre).toBe('none')
    expect(bookingCodes(none)).toEqual([codes.none])
    expect(none.by_cost_centre).toEqual([])
    const unknown = (await statement('&cost_centre=HR')).json().data
    expect(unknown.bookings).toEqual([])
    const bad = await statement(`&cost_centre=${'x'.repeat(31)}`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('cost_centre has at most 30 characters')
  })

  it('filters the CSV and the PDF the same way, with the new columns and subtotals', async () => {
    const csv = await app.inject({
      url: `/api/v1/partners/statement.csv?month=${MONTH}&cost_centre=SALES`,
      headers: bearer(partner.token),
    })
    expect(csv.statusCode).toBe(200)
    const rows = parseCsv(csv.body)
    expect(rows[0]!.slice(6, 9)).toEqual(['Booked by', 'Cost centre', 'Booking reference'])
    expect(rows[1]!.slice(0, 1).concat(rows[1]!.slice(6, 9))).toEqual([
      codes.sales1,
      'anna@agency.example',
      'SALES',
      'PO-1',
    ])
    expect(rows.filter((row) => [codes.ops, codes.none].includes(row[0]!))).toEqual([])
    const subtotal = rows.find((row) => row[0]!.startsWith('Cost centre SALES'))!
    expect(subtotal[0]).toBe('Cost centre SALES (Sales team): 2 bookings')
    expect(subtotal.slice(11, 16)).toEqual(['150.00', '0.00', '150.00', '0.00', '150.00'])

    const all = parseCsv(
      (
        await app.inject({
          url: `/api/v1/partners/statement.csv?month=${MONTH}`,
          headers: bearer(partner.token),
        })
      ).body,
    )
    expect(all.some((row) => row[0] === 'No cost centre: 1 booking')).toBe(true)

    const pdf = await app.inject({
      url: `/api/v1/partners/statement.pdf?month=${MONTH}&cost_centre=none`,
      headers: bearer(partner.token),
    })
    expect(pdf.statusCode).toBe(200)
    const text = await pdfText(pdf.rawPayload)
    expect(text).toContain('Bookings without a cost centre')
    expect(text).toContain(codes.none)
    expect(text).not.toContain(codes.sales1)
    const whole = await pdfText(
      (
        await app.inject({
          url: `/api/v1/partners/statement.pdf?month=${MONTH}`,
          headers: bearer(partner.token),
        })
      ).rawPayload,
    )
    expect(whole).toContain('Cost centre SALES (Sales team): 2 bookings')
  })

  it('names the cost centre and the reference on each booking’s invoice', async () => {
    const invoice = async (key: string) => {
      const response = await app.inject({
        url: `/api/v1/partners/bookings/${ids[key]}/invoice.pdf`,
        headers: bearer(partner.token),
      })
      expect(response.statusCode, response.body).toBe(200)
      return pdfText(response.rawPayload)
    }
    const sales = await invoice('sales1')
    expect(sales).toMatch(/Cost centre\s+SALES \(Sales team\)/)
    expect(sales).toMatch(/PO number\s+PO-1/)
    const ops = await invoice('ops')
    expect(ops).toMatch(/Cost centre\s+OPS/)
    expect(ops).not.toContain('PO number')
  })

  it('is the same for an operator reading the partner’s statement', async () => {
    const admin = await signedInAdmin(app)
    const response = await app.inject({
      url: `/api/v1/ops/partners/${partner.partnerId}/statement?month=${MONTH}&cost_centre=OPS`,
      headers: operatorBearer(admin.token),
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(bookingCodes(response.json().data)).toEqual([codes.ops])
  })
})
