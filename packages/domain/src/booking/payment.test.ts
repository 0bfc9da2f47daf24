import { describe, expect, it } from 'vitest'
import { canCompleteBooking, paymentDetailsSchema, paymentMethodLabels } from './payment'

describe('payment details', () => {
  it('default to card', () => {
    expect(paymentDetailsSchema.parse({})).toEqual({ method: 'card' })
  })

  it('label the methods as the review step shows them', () => {
    expect(paymentMethodLabels).toEqual({ card: 'Credit/Debit Card', wallet: 'Digital Wallet' })
  })

  it('refuse other methods', () => {
    expect(paymentDetailsSchema.safeParse({ method: 'cash' }).success).toBe(false)
  })
})

describe('canCompleteBooking', () => {
  const ready = { paymentMethod: 'card', bookingId: 'b-1', consent: true } as const

  it('is true with method, booking id and consent', () => {
    expect(canCompleteBooking(ready)).toBe(true)
    expect(canCompleteBooking({ ...ready, paymentMethod: 'wallet' })).toBe(true)
  })

  it.each([
    ['no payment method', { paymentMethod: null }],
    ['no booking id', { bookingId: null }],
    ['an empty booking id', { bookingId: '' }],
    ['no consent', { consent: false }],
  ])('is false with %s', (_label, change) => {
    expect(canCompleteBooking({ ...ready, ...change })).toBe(false)
  })
})
