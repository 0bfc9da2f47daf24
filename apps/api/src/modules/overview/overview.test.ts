import { randomBytes } from 'node:crypto'
import { bookingCodeFromRandomBytes, type BookingStatus } from '@ridelane/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { eq } from 'drizzle-orm'
import { bookings, payments, quotes } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { signedInAdmin, signedInInvitee, useStepClock } from '../operators/operator-test-kit'
import { bearer, signUp } from '../partners/partner-test-kit'

const HOUR = 3_600_000
const DAY = 24 * HOUR

type Ride = {
  status: BookingStatus
  pickupTime: Date
  timezone?: string
  createdAt?: Date
  confirmed?: boolean
  totalCents?: number
  pickupLocation?: string
}

/** Writes bookings straight into the table, one quote each, as the bookings module stores them. */
async function insertRides(app: App, rides: Ride[]) {
  const rideQuotes = await app.db
    .insert(quotes)
    .values(
      rides.map((): typeof quotes.$inferInsert => ({
        rideType: 'one-way',
        request: {},
        pickupAt: new Date('2030-01-01T10:00:00Z'),
        timezone: 'UTC',
        vehicles: [],
        meetGreetMode: 'not_allowed',
        meetGreetChargeCents: 0,
        childSeatMode: 'not_allowed',
        childSeatChargeCents: 0,
        expiresAt: new Date('2030-01-01T10:00:00Z'),
      })),
    )
    .returning({ id: quotes.id })
  return app.db
    .insert(bookings)
    .values(
      rides.map((ride, i) => ({
        bookingCode: bookingCodeFromRandomBytes(randomBytes(32)),
        accessTokenHash: randomBytes(32).toString('hex'),
        quoteId: rideQuotes[i]!.id,
        name: 'Asha Rao',
        phoneNumber: '+919876543210',
        email: 'asha@example.com',
        rideType: 'one-way',
        pickupLocation: ride.pickupLocation ?? 'JFK Airport',
        pickupLat: 40.64,
        pickupLng: -73.78,
        pickupTime: ride.pickupTime,
        timezone: ride.timezone ?? 'UTC',
        passengers: 2,
        vehicleId: 'sedan',
        vehicleName: 'Sedan',
        baseFareCents: ride.totalCents ?? 5000,
        totalCents: ride.totalCents ?? 5000,
        bookingStatus: ride.status,
        confirmedAt: ride.confirmed === false ? null : (ride.createdAt ?? new Date()),
        ...(ride.createdAt ? { createdAt: ride.createdAt } : {}),
      })),
    )
    .returning({ id: bookings.id, bookingCode: bookings.bookingCode })
}

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10)

describe('GET /ops/overview', () => {
  let app: App
  let dispatcherToken: string
  const todayStart = new Date(new Date().toISOString().slice(0, 10) + 'T00:00:00Z').getTime()
  const overview = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/v1/ops/overview', headers })

  beforeAll(async () => {
    useStepClock()
    app = await createTestApp()
    const admin = await signedInAdmin(app)
    dispatcherToken = (await signedInInvitee(app, admin.token, 'dispatcher')).token
  })
  afterAll(() => app.close())

  it('shows every day at zero, and no rides, before anything is booked', async () => {
    const response = await overview(bearer(dispatcherToken))
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.last_30_days).toHaveLength(30)
    expect(data.last_30_days[0]).toEqual({
      day: utcDay(todayStart - 29 * DAY),
      bookings: 0,
      revenue_cents: 0,
      cancelled: 0,
    })
    expect(data.last_30_days[29].day).toBe(utcDay(todayStart))
    expect(data.today.confirmed).toBe(0)
    expect(data.unassigned_due_soon).toEqual([])
    expect(data.cancellation_rate).toBe(0)
  })

  it('counts rides per status by day, lists unassigned rides due soon and sums 30 days', async () => {
    const now = Date.now()
    const [soonest, later] = await insertRides(app, [
      { status: 'confirmed', pickupTime: new Date(now + 2 * HOUR), pickupLocation: 'Gate 4' },
      { status: 'confirmed', pickupTime: new Date(now + 20 * HOUR) },
    ])
    await insertRides(app, [
      { status: 'confirmed', pickupTime: new Date(now + 30 * HOUR) }, // not due within 24 hours
      { status: 'assigned', pickupTime: new Date(now + HOUR) }, // has a driver
      { status: 'assigned', pickupTime: new Date(todayStart + 12 * HOUR) },
      { status: 'cancelled', pickupTime: new Date(todayStart + 13 * HOUR) },
      { status: 'driver_en_route', pickupTime: new Date(todayStart + 36 * HOUR) },
      { status: 'completed', pickupTime: new Date(todayStart + 60 * HOUR) }, // the day after
      // Booked 3 days ago: two paid, one of them cancelled, one never paid.
      ...[9000, 4000].map((totalCents, i): Ride => ({
        status: i === 0 ? 'completed' : 'cancelled',
        pickupTime: new Date(todayStart - 2 * DAY),
        createdAt: new Date(todayStart - 3 * DAY + HOUR),
        totalCents,
      })),
      {
        status: 'expired',
        pickupTime: new Date(todayStart - 2 * DAY),
        createdAt: new Date(todayStart - 3 * DAY + 2 * HOUR),
        confirmed: false,
      },
      // Booked 31 days ago: outside the window.
      {
        status: 'completed',
        pickupTime: new Date(now - 30 * DAY),
        createdAt: new Date(todayStart - 31 * DAY),
      },
    ])

    const response = await overview(bearer(dispatcherToken))
    expect(response.statusCode, response.body).toBe(200)
    const data = response.json().data
    expect(data.unassigned_due_soon).toEqual([
      {
        id: soonest!.id,
        booking_code: soonest!.bookingCode,
        pickup_time: new Date(now + 2 * HOUR).toISOString(),
        timezone: 'UTC',
        pickup_location: 'Gate 4',
        vehicle_name: 'Sedan',
      },
      expect.objectContaining({ id: later!.id }),
    ])

    const pickupDay = (time: number) => Math.round((Date.parse(utcDay(time)) - todayStart) / DAY)
    const expectedToday = { assigned: 1, cancelled: 1, confirmed: 0, driver_en_route: 0 }
    const expectedTomorrow = { assigned: 0, cancelled: 0, confirmed: 0, driver_en_route: 1 }
    for (const [offset, status] of [
      [pickupDay(now + 2 * HOUR), 'confirmed'],
      [pickupDay(now + 20 * HOUR), 'confirmed'],
      [pickupDay(now + 30 * HOUR), 'confirmed'],
      [pickupDay(now + HOUR), 'assigned'],
    ] as const) {
      if (offset === 0) expectedToday[status] += 1
      if (offset === 1) expectedTomorrow[status] += 1
    }
    expect(data.today).toMatchObject({ ...expectedToday, completed: 0 })
    expect(data.tomorrow).toMatchObject({ ...expectedTomorrow, completed: 0 })

    const threeDaysAgo = data.last_30_days.find(
      (day: { day: string }) => day.day === utcDay(todayStart - 3 * DAY),
    )
    expect(threeDaysAgo).toEqual({
      day: utcDay(todayStart - 3 * DAY),
      bookings: 2,
      revenue_cents: 9000,
      cancelled: 1,
    })
    expect(data.last_30_days).toHaveLength(30)
    expect(
      data.last_30_days.filter((day: { bookings: number }) => day.bookings === 0),
    ).toHaveLength(28)
    // Today: 8 bookings paid for, 1 of them cancelled, plus the 2 from three days ago.
    expect(data.cancellation_rate).toBeCloseTo(2 / 10)
  })

  it('reads today and tomorrow on the calendar of the pickup’s own time zone', async () => {
    const zone = 'Pacific/Kiritimati' // UTC+14: its calendar day is never the UTC one all day
    const dayIndex = (time: number, timeZone: string) =>
      Date.parse(new Intl.DateTimeFormat('en-CA', { timeZone }).format(time)) / DAY
    const now = Date.now()
    const offsets = (time: number) => ({
      local: dayIndex(time, zone) - dayIndex(now, zone),
      utc: dayIndex(time, 'UTC') - dayIndex(now, 'UTC'),
    })
    // A pickup a few hours ahead that falls on another day there than in UTC.
    const pickup = Array.from({ length: 30 }, (_, k) => now + (k + 1) * HOUR).find((time) => {
      const { local, utc } = offsets(time)
      return local !== utc && local <= 1
    })!
    const key = offsets(pickup).local === 0 ? 'today' : 'tomorrow'
    const before = (await overview(bearer(dispatcherToken))).json().data
    await insertRides(app, [{ status: 'no_show', pickupTime: new Date(pickup), timezone: zone }])
    const after = (await overview(bearer(dispatcherToken))).json().data
    expect(after[key].no_show).toBe(before[key].no_show + 1)
    const other = key === 'today' ? 'tomorrow' : 'today'
    expect(after[other].no_show).toBe(before[other].no_show)
  })

  it('lists a booking confirmed without the money to cover it, and not one that is paid', async () => {
    const [unpaid, paid, onAccount] = await insertRides(app, [
      { status: 'confirmed', pickupTime: new Date(Date.now() + 5 * DAY), totalCents: 23_650 },
      { status: 'confirmed', pickupTime: new Date(Date.now() + 5 * DAY), totalCents: 13_650 },
      { status: 'confirmed', pickupTime: new Date(Date.now() + 5 * DAY), totalCents: 9_000 },
    ])
    await app.db.update(bookings).set({ onAccount: true }).where(eq(bookings.id, onAccount!.id))
    for (const [booking, amountCents] of [
      [unpaid!, 13_650],
      [paid!, 13_650],
    ] as const) {
      await app.db.insert(payments).values({
        bookingId: booking.id,
        gateway: 'sandbox',
        gatewayReference: `sbpay_${booking.bookingCode}`,
        amountCents,
        currency: 'USD',
        status: 'succeeded',
        idempotencyKey: `key-${booking.bookingCode}`,
      })
    }
    const data = (await overview(bearer(dispatcherToken))).json().data
    const listed = data.money_breaks.map((row: { id: string }) => row.id)
    expect(data.money_breaks).toContainEqual({
      id: unpaid!.id,
      booking_code: unpaid!.bookingCode,
      status: 'confirmed',
      breaks: ['underpaid'],
    })
    expect(listed).not.toContain(paid!.id)
    expect(listed).not.toContain(onAccount!.id)
  })

  it('refuses a request without an operator token', async () => {
    const partner = await signUp(app)
    const [ride] = await insertRides(app, [{ status: 'confirmed', pickupTime: new Date() }])
    for (const headers of [
      {} as Record<string, string>,
      bearer(partner.token),
      { 'x-booking-token': 'not-an-operator' },
      bearer(ride!.bookingCode),
    ]) {
      const response = await overview(headers)
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ success: false, error: { code: expect.any(String) } })
    }
  })
})
