import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app'
import { createTestApp } from '../../../test/support/create-test-app'
import { bearer, insertBookings, signUp } from './partner-test-kit'

describe('partner bookings and dashboard figures', () => {
  let app: App
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('counts, sums and pages only the partner’s own bookings', async () => {
    const a = await signUp(app)
    const b = await signUp(app)
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12))
    const statuses = ['confirmed', 'pending_payment', 'cancelled'] as const
    const mine = await insertBookings(
      app,
      a.partnerId,
      Array.from({ length: 12 }, (_, i) => ({
        status: statuses[i % 3],
        totalCents: 1000 + i * 111,
        createdAt: day(i + 1),
        dropoffLocation: i === 11 ? null : 'Times Square',
      })),
    )
    const theirs = await insertBookings(app, b.partnerId, [
      { status: 'confirmed', totalCents: 99_999, createdAt: day(20), pickupLocation: 'Secret HQ' },
    ])
    await insertBookings(app, null, [{ status: 'confirmed', createdAt: day(21) }])

    const dashboard = (
      await app.inject({ url: '/api/v1/partners/dashboard', headers: bearer(a.token) })
    ).json().data
    // Confirmed: i = 0, 3, 6, 9 → 1000 + 333 + 666 + 999 cents each step of 111.
    expect(dashboard.stats).toEqual({
      total_bookings: 12,
      confirmed_bookings: 4,
      pending_bookings: 4,
      total_revenue: (1000 * 4 + 111 * (0 + 3 + 6 + 9)) / 100,
    })
    expect(dashboard.recent_bookings).toHaveLength(5)
    expect(dashboard.recent_bookings[0]).toEqual({
      id: mine[11]!.id,
      booking_code: mine[11]!.bookingCode,
      pickup_location: 'JFK Airport',
      dropoff_location: '',
      created_at: day(12).toISOString(),
      vehicle_price: 22.21,
      booking_status: 'cancelled',
    })

    const page1 = await app.inject({
      url: '/api/v1/partners/bookings?page=1&limit=10',
      headers: bearer(a.token),
    })
    const page2 = await app.inject({
      url: '/api/v1/partners/bookings?page=2&limit=10',
      headers: bearer(a.token),
    })
    expect(page1.json().data.pagination).toEqual({ current_page: 1, total_pages: 2, total: 12 })
    expect(page2.json().data.pagination).toEqual({ current_page: 2, total_pages: 2, total: 12 })
    const listed = [...page1.json().data.bookings, ...page2.json().data.bookings]
    expect(listed.map((booking: { id: string }) => booking.id)).toEqual(
      [...mine].reverse().map((booking) => booking.id),
    )
    expect(listed[0]).toEqual({
      id: mine[11]!.id,
      booking_code: mine[11]!.bookingCode,
      pickup_location: 'JFK Airport',
      dropoff_location: '',
      pickup_time: '2030-01-02T10:00:00.000Z',
      // The pickup's clock and the guest, which the portal's list shows.
      timezone: 'America/New_York',
      guest_name: 'Asha Rao',
      vehicle_price: 22.21,
      booking_status: 'cancelled',
      booked_by: a.email,
      cost_centre: null,
      booking_reference: null,
      sandbox: false,
    })
    expect(JSON.stringify(listed)).not.toContain(theirs[0]!.id)

    const defaults = await app.inject({
      url: '/api/v1/partners/bookings',
      headers: bearer(b.token),
    })
    expect(defaults.json().data).toEqual({
      bookings: [expect.objectContaining({ id: theirs[0]!.id, pickup_location: 'Secret HQ' })],
      pagination: { current_page: 1, total_pages: 1, total: 1 },
    })
  })

  it.each([
    ['limit=0', 'Limit must be a whole number from 1 to 100'],
    ['limit=101', 'Limit must be a whole number from 1 to 100'],
    ['page=0', 'Page must be a whole number of at least 1'],
    ['page=abc', 'Page must be a whole number of at least 1'],
  ])('refuses ?%s with 400', async (query, message) => {
    const { token } = await signUp(app)
    const response = await app.inject({
      url: `/api/v1/partners/bookings?${query}`,
      headers: bearer(token),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message })
  })
})
