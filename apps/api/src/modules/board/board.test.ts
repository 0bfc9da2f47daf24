import { sql } from 'drizzle-orm'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import {
  bearer,
  signedInAdmin,
  signedInInvitee,
  useStepClock,
} from '../operators/operator-test-kit'
import { signUp } from '../partners/partner-test-kit'
import { createdProvider, providerBody } from '../registry/registry-test-kit'
import { confirmedBooking } from '../bookings/ops-booking-test-kit'
import { insertRides } from './board-test-kit'
import { listBoard } from './repository'

const sortByPickup = { sort: 'pickup_time', dir: 'asc' } as const

const HOUR = 3_600_000

describe('the bookings board', () => {
  let app: App
  let token: string
  let partner: Awaited<ReturnType<typeof signUp>>
  let providerId: string
  let rides: Awaited<ReturnType<typeof insertRides>>
  const now = Date.now()

  const board = (query: string) =>
    app.inject({ method: 'GET', url: `/api/v1/ops/bookings?${query}`, headers: bearer(token) })
  const codes = async (query: string) => {
    const response = await board(query)
    expect(response.statusCode, response.body).toBe(200)
    return (response.json().data.bookings as Array<{ booking_code: string }>).map(
      (row) => row.booking_code,
    )
  }

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    const admin = await signedInAdmin(app)
    token = (await signedInInvitee(app, admin.token, 'dispatcher')).token
    partner = await signUp(app)
    providerId = (await createdProvider(app, admin.token, { ...providerBody, name: 'Gotham Cars' }))
      .id
    rides = await insertRides(app, [
      // 0: due in 3 hours, nobody assigned: stands out.
      { pickupTime: new Date(now + 3 * HOUR), name: 'Zuri Board', email: 'zuri@board.test' },
      // 1: due soon but a provider holds it.
      { pickupTime: new Date(now + 4 * HOUR), providerId, name: 'Yusuf Board' },
      // 2: a partner's ride in London, in two days.
      {
        pickupTime: new Date(now + 48 * HOUR),
        partnerId: partner.partnerId,
        areaId: 'london',
        timezone: 'Europe/London',
        name: 'Xena Board',
        phoneNumber: '+447700900123',
      },
      // 3: cancelled, due soon, nobody assigned: no longer waits for anyone.
      { pickupTime: new Date(now + 2 * HOUR), status: 'cancelled', name: 'Walt Board' },
      // 4 and 5: a late evening in Tokyo on 2031-03-10, which is still the 10th there but the
      // 10th in UTC only for the first one.
      {
        pickupTime: new Date('2031-03-10T13:00:00Z'),
        timezone: 'Asia/Tokyo',
        status: 'completed',
        name: 'Vera Board',
      },
      {
        pickupTime: new Date('2031-03-10T16:00:00Z'), // 01:00 on the 11th in Tokyo
        timezone: 'Asia/Tokyo',
        status: 'completed',
        name: 'Uma Board',
      },
    ])
  })
  afterAll(() => app.close())

  it('shows what a dispatcher needs on each row, and flags rides nobody runs yet', async () => {
    const response = await board('q=board&sort=pickup_time&dir=asc')
    expect(response.statusCode, response.body).toBe(200)
    const { bookings, pagination } = response.json().data
    expect(pagination).toEqual({ current_page: 1, total_pages: 1, total: 6 })
    const byCode = new Map(bookings.map((row: { booking_code: string }) => [row.booking_code, row]))
    expect(byCode.get(rides[0]!.bookingCode)).toEqual({
      id: rides[0]!.id,
      booking_code: rides[0]!.bookingCode,
      status: 'confirmed',
      pickup_time: new Date(now + 3 * HOUR).toISOString(),
      timezone: 'America/New_York',
      pickup_location: 'JFK Airport',
      dropoff_location: 'Times Square',
      area_id: 'new-york',
      service_area: 'New York',
      vehicle_name: 'Sedan',
      passenger_name: 'Zuri Board',
      partner_name: null,
      provider_name: null,
      total_cents: 5000,
      created_at: expect.any(String),
      needs_assignment: true,
      sandbox: false,
      escalated: false,
      escalation_reason: null,
      version: 1,
      // Stored without a flight to track (flight-tracking.test.ts covers rows with one).
      flight: null,
    })
    expect(byCode.get(rides[1]!.bookingCode)).toMatchObject({
      provider_name: 'Gotham Cars',
      needs_assignment: false,
    })
    expect(byCode.get(rides[2]!.bookingCode)).toMatchObject({
      service_area: 'London',
      partner_name: expect.any(String),
      needs_assignment: false,
    })
    expect(byCode.get(rides[3]!.bookingCode)).toMatchObject({ needs_assignment: false })
  })

  it('filters by status, area, partner, provider and unassigned', async () => {
    const code = (i: number) => rides[i]!.bookingCode
    expect(await codes('q=board&status=cancelled,completed&sort=code')).toEqual(
      [code(3), code(4), code(5)].sort(),
    )
    expect(await codes('q=board&status=cancelled&status=completed&sort=code')).toHaveLength(3)
    expect(await codes('q=board&area=london')).toEqual([code(2)])
    expect(await codes(`partner=${partner.partnerId}`)).toEqual([code(2)])
    expect(await codes(`provider=${providerId}`)).toEqual([code(1)])
    expect(await codes('q=board&unassigned=true')).toEqual([code(0), code(2)])
  })

  it('reads the date range on the calendar of each pickup’s own zone', async () => {
    expect(await codes('q=board&from=2031-03-10&to=2031-03-10')).toEqual([rides[4]!.bookingCode])
    expect(await codes('q=board&from=2031-03-11')).toEqual([rides[5]!.bookingCode])
    expect(await codes('q=board&to=2031-03-09&status=completed')).toEqual([])
  })

  it('searches by booking code, name, email and phone', async () => {
    const code = rides[2]!.bookingCode
    expect(await codes(`q=${code.slice(0, 6).toLowerCase()}`)).toContain(code)
    expect(await codes('q=xena')).toEqual([code])
    expect(await codes('q=ZURI@BOARD')).toEqual([rides[0]!.bookingCode])
    expect(await codes('q=7700 900')).toEqual([code])
    // A code's digits are not a phone number: 'ZZ7700ZZ' does not find the +44 7700 number.
    expect(await codes('q=ZZ7700ZZ')).toEqual([])
    // Wildcards are searched as written.
    expect(await codes('q=%25')).toEqual([])
  })

  it('sorts each way and pages with a total', async () => {
    const sorted = rides.map((ride) => ride.bookingCode).sort()
    expect(await codes('q=board&sort=code&dir=asc')).toEqual(sorted)
    expect(await codes('q=board&sort=code&dir=desc')).toEqual([...sorted].reverse())
    const byPickup = await codes('q=board&sort=pickup_time&dir=desc')
    expect(byPickup[0]).toBe(rides[5]!.bookingCode)
    expect(byPickup.at(-1)).toBe(rides[3]!.bookingCode)
    const statuses = await board('q=board&sort=status')
    expect(statuses.json().data.bookings.map((row: { status: string }) => row.status)).toEqual([
      'cancelled',
      'completed',
      'completed',
      'confirmed',
      'confirmed',
      'confirmed',
    ])

    const second = await board('q=board&sort=code&page=2&page_size=4')
    expect(second.json().data.pagination).toEqual({ current_page: 2, total_pages: 2, total: 6 })
    expect(
      second.json().data.bookings.map((row: { booking_code: string }) => row.booking_code),
    ).toEqual(sorted.slice(4))
    // Past the last page a search still tells how many it found, so the pager can lead back.
    const beyond = await board('q=board&sort=code&page=3&page_size=4')
    expect(beyond.json().data.bookings).toEqual([])
    expect(beyond.json().data.pagination.total).toBe(6)
    // Without a search the page and the total are two queries; they agree with the search's.
    const unsearched = await board('status=cancelled,completed&sort=code&page_size=2')
    expect(unsearched.json().data.pagination).toEqual({ current_page: 1, total_pages: 2, total: 3 })
  })

  it('files a booking made through the API under its quote’s service area', async () => {
    const booking = await confirmedBooking(app, 'area.check@example.com')
    const inArea = await codes(`q=area.check&area=new-york`)
    expect(inArea).toEqual([booking.booking_code])
    expect(await codes(`q=area.check&area=london`)).toEqual([])
    const row = (await board('q=area.check')).json().data.bookings[0]
    expect(row.service_area).toBe('New York')
  })

  it('refuses a bad query with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['status=lost', 'status'],
      ['from=2031-13-01', 'from'],
      ['from=2031-03-10&to=2031-03-01', 'to'],
      ['sort=price', 'sort'],
      ['dir=up', 'dir'],
      ['page_size=101', 'page_size'],
      ['page=0', 'page'],
      ['partner=not-an-id', 'partner'],
      ['unassigned=yes', 'unassigned'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      for (const url of ['/api/v1/ops/bookings', '/api/v1/ops/bookings.csv']) {
        const response = await app.inject({ url: `${url}?${query}`, headers: bearer(token) })
        expect(response.statusCode, `${url}?${query}`).toBe(400)
        expect(response.json()).toMatchObject({
          success: false,
          error: {
            code: 'VALIDATION_FAILED',
            details: expect.arrayContaining([
              expect.objectContaining({ path: expect.stringMatching(new RegExp(`^${field}`)) }),
            ]),
          },
        })
      }
    }
  })

  it('exports the filtered set as a CSV attachment', async () => {
    const response = await app.inject({
      url: '/api/v1/ops/bookings.csv?q=board&sort=code&status=completed',
      headers: bearer(token),
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/csv/)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = response.body.trim().split('\n')
    expect(lines[0]).toBe(
      'Booking code,Status,Pickup date,Pickup time,Time zone,Pickup,Drop-off,Service area,' +
        'Vehicle,Passenger,Partner,Provider,Price (USD),Booked at (UTC),Needs assignment,Sandbox',
    )
    const [vera, uma] = [rides[4]!, rides[5]!].sort((a, b) =>
      a.bookingCode < b.bookingCode ? -1 : 1,
    )
    expect(lines).toHaveLength(3)
    const rowOf = (code: string) => lines.find((line) => line.startsWith(code))!
    expect(rowOf(rides[4]!.bookingCode)).toMatch(
      new RegExp(
        `^${rides[4]!.bookingCode},completed,2031-03-10,22:00,Asia/Tokyo,JFK Airport,Times Square,` +
          'New York,Sedan,Vera Board,,,50.00,[^,]+,no,no$',
      ),
    )
    expect(rowOf(rides[5]!.bookingCode)).toContain(',2031-03-11,01:00,Asia/Tokyo,')
    expect(lines[1]!.startsWith(vera!.bookingCode)).toBe(true)
    expect(lines[2]!.startsWith(uma!.bookingCode)).toBe(true)
  })

  it('keeps a formula typed as a name from running in a spreadsheet', async () => {
    const [ride] = await insertRides(app, [
      { pickupTime: new Date(now + 72 * HOUR), name: '=HYPERLINK("http://x.test")' },
    ])
    const response = await app.inject({
      url: `/api/v1/ops/bookings.csv?q=${ride!.bookingCode}`,
      headers: bearer(token),
    })
    expect(response.body).toContain(`"'=HYPERLINK(""http://x.test"")"`)
  })

  it('exports more rows than one batch holds, each once', async () => {
    await insertRides(
      app,
      Array.from({ length: 1203 }, (_, i) => ({
        pickupTime: new Date(Date.UTC(2032, 0, 1) + (i % 7) * HOUR),
        name: `Batch Rider ${i}`,
      })),
    )
    // Times within one millisecond, apart by microseconds, which a JavaScript Date cannot hold.
    await app.db.execute(
      sql`update bookings set pickup_time = pickup_time + (random() * 999)::int * interval '1 microsecond'
          where name like 'Batch Rider %'`,
    )
    const response = await app.inject({
      url: '/api/v1/ops/bookings.csv?q=batch%20rider&sort=pickup_time&dir=desc',
      headers: bearer(token),
    })
    const lines = response.body.trim().split('\n').slice(1)
    expect(lines).toHaveLength(1203)
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(1203)
  })

  it.runIf(process.env.API_TEST_DB === 'postgres')(
    'searches through the trigram index on PostgreSQL',
    async () => {
      const query = listBoard(
        app.db,
        { q: 'zuri', unassigned: false, sandbox: 'exclude' },
        sortByPickup,
        0,
        50,
      ).toSQL()
      const client = (app.db as unknown as { $client: Pool }).$client
      const connection = await client.connect()
      try {
        // On a table this small the planner would rather read it all or walk the order's index;
        // forbid both to see whether the search index fits the search expression at all.
        await connection.query(
          'begin; set local enable_seqscan = off; set local enable_indexscan = off',
        )
        const plan = await connection.query(`explain ${query.sql}`, query.params)
        expect(JSON.stringify(plan.rows)).toContain('bookings_search_idx')
      } finally {
        await connection.query('rollback')
        connection.release()
      }
    },
  )
})
