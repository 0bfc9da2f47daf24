import { describe, expect, it } from 'vitest'
import { bookingPatchSchema } from './booking-patch'

describe('bookingPatchSchema', () => {
  it('takes only the fields given, without defaults', () => {
    expect(bookingPatchSchema.parse({ phone_number: '+1 (234) 567-890' })).toEqual({
      phone_number: '+1234567890',
    })
  })

  it('refuses price, status and unknown fields', () => {
    expect(bookingPatchSchema.safeParse({ name: 'Jo', vehicle_price: 1 }).success).toBe(false)
    expect(bookingPatchSchema.safeParse({ booking_status: 'confirmed' }).success).toBe(false)
  })

  it('refuses an empty patch', () => {
    expect(bookingPatchSchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to update')
  })

  it('applies the field rules', () => {
    expect(bookingPatchSchema.safeParse({ whatsapp_number: 'abc' }).error?.issues[0]?.message).toBe(
      'Please enter a valid WhatsApp number (e.g., +1234567890)',
    )
  })
})
