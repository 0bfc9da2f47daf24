import { describe, expect, it } from 'vitest'
import {
  CARD_PAYMENT_REFERENCE,
  canCompleteBooking,
  paymentDetailsSchema,
  paymentMethodLabels,
  paymentMethodFromReference,
  paymentReference,
} from './payment'

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

describe('paymentReference', () => {
  it('is fixed for card and method-plus-suffix otherwise', () => {
    expect(paymentReference('card', '123')).toBe('CARD-PAYMENT-PLACEHOLDER')
    expect(paymentReference('wallet', '123')).toBe('WALLET-123')
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

describe('paymentMethodFromReference', () => {
  it.each([
    [CARD_PAYMENT_REFERENCE, 'card'],
    [paymentReference('wallet', 'AB3K7Q2M'), 'wallet'],
    ['WALLET-', 'wallet'],
    ['CARD-123', 'card'],
    ['pi_3NxYz-card-payment', 'card'],
    ['wallet-1', 'card'],
    ['', 'card'],
  ])('reads %j as %s', (reference, method) => {
    expect(paymentMethodFromReference(reference)).toBe(method)
  })
})
