import { describe, expect, it } from 'vitest'
import {
  assertPaymentTransition,
  canTransitionPayment,
  formatBookingStatus,
  paymentStatuses,
  type PaymentStatus,
} from './booking-status'

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
    ['driver_en_route', 'Driver en route'],
    ['CANCELLED', 'Cancelled'],
    ['', ''],
  ])('%j → %j', (status, text) => {
    expect(formatBookingStatus(status)).toBe(text)
  })
})
