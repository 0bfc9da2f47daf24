import { describe, expect, it } from 'vitest'
import { dashboardResponseSchema } from './dashboard'

const booking = {
  id: '5b0f3c7e-2f0e-4a51-9f52-6b1c1b7a9c11',
  booking_code: 'AB3K7Q2M',
  pickup_location: 'Indore Airport',
  dropoff_location: 'Rajwada Palace',
  vehicle_price: 25.5,
  booking_status: 'confirmed',
}

describe('dashboardResponseSchema', () => {
  it('accepts profile, stats and recent bookings', () => {
    const response = {
      profile: {
        business_name: 'Skyline Travels',
        admin_email: 'admin@skyline.in',
        admin_contact: '+919876543210',
        address: null,
        country: 'India',
        city: 'Indore',
        tax_id: null,
        website: null,
        is_profile_complete: true,
      },
      stats: { total_bookings: 3, confirmed_bookings: 2, pending_bookings: 1, total_revenue: 51 },
      recent_bookings: [{ ...booking, created_at: '2025-06-20T10:00:00Z' }],
    }
    expect(dashboardResponseSchema.parse(response)).toEqual(response)
    expect(
      dashboardResponseSchema.safeParse({
        ...response,
        stats: { ...response.stats, total_bookings: -1 },
      }).success,
    ).toBe(false)
  })
})
