import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { insertPartnerBooking, parseCsv } from '../partner-statements/statement-test-kit'
import { partnerBookingsCsv } from './partner-bookings'
import { approvedPartner, bearer } from './partner-test-kit'

describe('the partner’s booking list: filters and CSV export', () => {
  let app: App
  let partner: Awaited<ReturnType<typeof approvedPartner>>
  const codes: Record<string, string> = {}

  beforeAll(async () => {
    app = await createTestApp()
    partner = await approvedPartner(app)
    const other = await approvedPartner(app)
    const mine = { partnerId: partner.partnerId }
    const add = async (key: string, fixture: Parameters<typeof insertPartnerBooking>[1]) => {
      codes[key] = (await insertPartnerBooking(app, fixture)).bookingCode
    }
    // 23:30 on 9 June in New York is 10 June in UTC; the list reads the pickup's own day.
    await add('ninthLate', {
      ...mine,
      pickupTime: '2030-06-10T03:30:00Z',
      bookedBy: 'anna@agency.example',
      createdAt: new Date('2030-05-01T10:00:00Z'),
    })
    await add('tenth', {
      ...mine,
      status: 'cancelled',
      pickupTime: '2030-06-10T15:00:00Z',
      grossCents: 12_000,
      discountCents: 1_200,
      createdAt: new Date('2030-05-02T10:00:00Z'),
    })
    await add('eleventh', {
      ...mine,
      status: 'pending_payment',
      pickupTime: '2030-06-11T15:00:00Z',
      name: '=HYPERLINK("http://evil.example","x")',
      createdAt: new Date('2030-05-03T10:00:00Z'),
    })
    await add('sandbox', {
      ...mine,
      sandbox: true,
      pickupTime: '2030-06-10T15:00:00Z',
      bookedBy: 'API key Staging',
      createdAt: new Date('2030-05-04T10:00:00Z'),
    })
    for (let i = 0; i < 11; i++) {
      await add(`july${i}`, {
        ...mine,
        onAccount: true,
        pickupTime: `2030-07-${String(i + 1).padStart(2, '0')}T15:00:00Z`,
        createdAt: new Date(Date.UTC(2030, 5, 1 + i)),
      })
    }
    await add('theirs', { partnerId: other.partnerId, pickupTime: '2030-06-10T15:00:00Z' })
  })
  afterAll(() => app.close())

  const list = (query: string) =>
    app.inject({ url: `/api/v1/partners/bookings?${query}`, headers: bearer(partner.token) })
  const listed = async (query: string) =>
    (await list(query)).json().data.bookings.map((b: { booking_code: string }) => b.booking_code)

  it('filters by status and by pickup day on the pickup’s own calendar', async () => {
    expect(await listed('status=cancelled')).toEqual([codes.tenth])
    expect(await listed('from=2030-06-09&to=2030-06-09')).toEqual([codes.ninthLate])
    expect(await listed('from=2030-06-10&to=2030-06-11')).toEqual([codes.eleventh, codes.tenth])
    expect(await listed('from=2030-06-10&to=2030-06-10&status=confirmed')).toEqual([])
    const july = await list('from=2030-07-01&limit=10')
    expect(july.json().data.pagination).toMatchObject({ total: 11, total_pages: 2 })
  })

  it('shows test bookings only when asked, and who booked each', async () => {
    expect(await listed('from=2030-06-10&to=2030-06-10')).toEqual([codes.tenth])
    const withTest = (await list('from=2030-06-10&to=2030-06-10&test=true')).json().data.bookings
    expect(withTest).toEqual([
      expect.objectContaining({
        booking_code: codes.sandbox,
        sandbox: true,
        booked_by: 'API key Staging',
      }),
      expect.objectContaining({
        booking_code: codes.tenth,
        sandbox: false,
        booked_by: partner.email,
      }),
    ])
    expect((await list('from=2030-06-09&to=2030-06-09')).json().data.bookings[0]).toMatchObject({
      booked_by: 'anna@agency.example',
    })
    expect(await listed('limit=100')).not.toContain(codes.theirs)
  })

  it('refuses a status that is not one, a date that is not one and a reversed range', async () => {
    const cases: [string, string][] = [
      ['status=lost', 'Choose one of the booking statuses'],
      ['from=10/06/2030', 'Enter a date as YYYY-MM-DD'],
      ['from=2030-06-11&to=2030-06-10', 'The "from" date must not be after the "to" date'],
      ['test=maybe', 'Show test bookings must be true or false'],
    ]
    for (const [query, message] of cases) {
      const response = await list(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.message, query).toContain(message)
    }
  })

  it('exports every page of the filter as CSV, with spreadsheet formulas defused', async () => {
    const response = await app.inject({
      url: '/api/v1/partners/bookings.csv?from=2030-06-01&to=2030-07-31',
      headers: bearer(partner.token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/csv')
    expect(response.headers['content-disposition']).toContain('attachment')
    const rows = parseCsv(response.body)
    expect(rows[0]).toEqual([
      'Booking code',
      'Created (UTC)',
      'Pickup time (local)',
      'Time zone',
      'Status',
      'Payment',
      'Route',
      'Vehicle',
      'Passengers',
      'Traveller',
      'Booked by',
      'Cost centre',
      'Booking reference',
      'Gross',
      'Discount',
      'Net',
      'Currency',
      'Test booking',
    ])
    // 3 June bookings and 11 July ones: more than a page of the list, all of them here.
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(
      [
        codes.ninthLate,
        codes.tenth,
        codes.eleventh,
        ...Array.from({ length: 11 }, (_, i) => codes[`july${i}`]),
      ]
        .map(String)
        .sort(),
    )
    const row = (code: string) => rows.find((r) => r[0] === code)!
    expect(row(codes.tenth!)).toEqual([
      codes.tenth,
      '2030-05-02 10:00',
      '2030-06-10 11:00',
      'America/New_York',
      'Cancelled',
      'Card',
      'JFK Airport → Times Square',
      'Sedan',
      '2',
      'Asha Rao',
      partner.email,
      '',
      '',
      '120.00',
      '12.00',
      '108.00',
      'USD',
      'No',
    ])
    expect(row(codes.ninthLate!)[2]).toBe('2030-06-09 23:30')
    expect(row(codes.ninthLate!)[10]).toBe('anna@agency.example')
    expect(row(codes.eleventh!)[9]).toBe(`'=HYPERLINK("http://evil.example","x")`)
    expect(row(codes.eleventh!)[5]).toBe('Not paid')
    expect(row(codes.july0!)[5]).toBe('On account')

    // Read in slices of three, the export still holds each booking once.
    const sliced = parseCsv(
      await partnerBookingsCsv(
        app.db,
        { id: partner.partnerId, email: partner.email },
        { from: '2030-06-01', to: '2030-07-31', test: false },
        3,
      ),
    )
    expect(sliced.slice(1).map((r) => r[0])).toEqual(rows.slice(1).map((r) => r[0]))

    const filtered = await app.inject({
      url: '/api/v1/partners/bookings.csv?status=cancelled&test=true',
      headers: bearer(partner.token),
    })
    expect(
      parseCsv(filtered.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([codes.tenth])
  })
})
