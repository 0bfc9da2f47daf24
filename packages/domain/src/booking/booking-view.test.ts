import { describe, expect, it } from 'vitest'
import { bookingCreatePayloadSchema, type BookingCreatePayloadInput } from './booking-create'
import { bookingSchema } from './booking-view'

const payload: BookingCreatePayloadInput = {
  quote_id: 'q-123',
  name: 'José Núñez',
  phone_number: '+34 612 345 678',
  email: 'jose@example.es',
  pickup_location: 'Heathrow Airport',
  dropoff_location: 'The Shard',
  pickup_time: '2025-07-01T09:30:00+01:00',
  vehicle_id: 'ldn-sedan',
  vehicle_name: 'Sedan',
  vehicle_price: 60,
  timezone: 'Europe/London',
}

describe('bookingSchema', () => {
  it('describes a stored booking', () => {
    const stored = {
      ...bookingCreatePayloadSchema.parse(payload),
      id: '5b0f3c7e-2f0e-4a51-9f52-6b1c1b7a9c11',
      booking_code: 'AB3K7Q2M',
      booking_status: 'confirmed',
      payment_status: 'success',
      payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
      partner_discount_amount: 0,
      total_price: 60,
      created_at: '2025-06-20T10:00:00Z',
    }
    expect(bookingSchema.safeParse(stored).success).toBe(true)
    expect(bookingSchema.safeParse({ ...stored, booking_status: 'lost' }).success).toBe(false)
  })
})
