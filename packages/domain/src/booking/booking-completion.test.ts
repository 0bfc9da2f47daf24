import { describe, expect, it } from 'vitest'
import {
  bookingCompletionRequestSchema,
  bookingCompletionResponseSchema,
} from './booking-completion'

describe('bookingCompletionRequestSchema', () => {
  const completion = {
    payment_status: 'success',
    payment_reference: 'CARD-PAYMENT-PLACEHOLDER',
    booking_status: 'confirmed',
    currency_code: 'EUR',
    timezone: 'Europe/Paris',
    is_round_trip: false,
    round_trip_time: null,
  }

  it('accepts a completion and its response', () => {
    expect(bookingCompletionRequestSchema.safeParse(completion).success).toBe(true)
    expect(bookingCompletionResponseSchema.parse({ booking_code: 'AB3K7Q2M' })).toEqual({
      booking_code: 'AB3K7Q2M',
    })
  })

  it('only confirms with a successful payment', () => {
    expect(
      bookingCompletionRequestSchema.safeParse({ ...completion, payment_status: 'failed' }).success,
    ).toBe(false)
    expect(
      bookingCompletionRequestSchema.safeParse({ ...completion, booking_status: 'cancelled' })
        .success,
    ).toBe(false)
  })

  it('takes any payment reference up to 100 characters', () => {
    for (const payment_reference of ['pi_3NxYz', 'CARD-1234', ' ', 'x'.repeat(100)]) {
      const parsed = bookingCompletionRequestSchema.safeParse({ ...completion, payment_reference })
      expect(parsed.success).toBe(true)
    }
    expect(
      bookingCompletionRequestSchema.safeParse({
        ...completion,
        payment_reference: 'x'.repeat(101),
      }).error?.issues[0]?.message,
    ).toBe('Payment reference must be at most 100 characters')
  })

  it('needs round_trip_time exactly when round trip', () => {
    expect(
      bookingCompletionRequestSchema.safeParse({ ...completion, is_round_trip: true }).error
        ?.issues[0]?.message,
    ).toBe('Return date and time are required for a round trip')
    expect(
      bookingCompletionRequestSchema.safeParse({
        ...completion,
        is_round_trip: true,
        round_trip_time: '2025-07-04T10:00:00+02:00',
      }).success,
    ).toBe(true)
  })
})
