import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors/domain-error'
import {
  assertPaymentTransition,
  assertTransition,
  bookingStatuses,
  canTransition,
  canTransitionPayment,
  formatBookingStatus,
  paymentStatuses,
  type BookingStatus,
  type PaymentStatus,
} from './booking-status'

describe('booking status transitions', () => {
  const allowed: [BookingStatus, BookingStatus][] = [
    ['pending_payment', 'confirmed'],
    ['pending_payment', 'cancelled'],
    ['confirmed', 'completed'],
    ['confirmed', 'cancelled'],
    ['confirmed', 'no_show'],
  ]

  it('allow exactly the listed moves', () => {
    for (const from of bookingStatuses) {
      for (const to of bookingStatuses) {
        const expected = allowed.some(([f, t]) => f === from && t === to)
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected)
      }
    }
  })

  it('refuse staying put, going back and leaving an end state', () => {
    expect(canTransition('confirmed', 'confirmed')).toBe(false)
    expect(canTransition('confirmed', 'pending_payment')).toBe(false)
    expect(canTransition('cancelled', 'confirmed')).toBe(false)
    expect(canTransition('pending_payment', 'completed')).toBe(false)
  })

  it('assertTransition passes allowed moves and throws INVALID_TRANSITION otherwise', () => {
    expect(() => assertTransition('pending_payment', 'confirmed')).not.toThrow()
    try {
      assertTransition('cancelled', 'confirmed')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError)
      expect((error as DomainError).code).toBe('INVALID_TRANSITION')
      expect((error as DomainError).message).toBe('A cancelled booking cannot become confirmed')
    }
  })
})

describe('payment status transitions', () => {
  const allowed: [PaymentStatus, PaymentStatus][] = [
    ['pending', 'success'],
    ['pending', 'failed'],
    ['failed', 'pending'],
    ['failed', 'success'],
    ['success', 'refunded'],
  ]

  it('allow exactly the listed moves', () => {
    for (const from of paymentStatuses) {
      for (const to of paymentStatuses) {
        const expected = allowed.some(([f, t]) => f === from && t === to)
        expect(canTransitionPayment(from, to), `${from} → ${to}`).toBe(expected)
      }
    }
  })

  it('assertPaymentTransition throws INVALID_TRANSITION for refused moves', () => {
    expect(() => assertPaymentTransition('pending', 'success')).not.toThrow()
    expect(() => assertPaymentTransition('refunded', 'success')).toThrow(
      expect.objectContaining({ code: 'INVALID_TRANSITION' }),
    )
  })
})

describe('formatBookingStatus', () => {
  it.each([
    ['pending_payment', 'Pending payment'],
    ['confirmed', 'Confirmed'],
    ['no_show', 'No show'],
    ['CANCELLED', 'Cancelled'],
    ['', ''],
  ])('%j → %j', (status, text) => {
    expect(formatBookingStatus(status)).toBe(text)
  })
})
