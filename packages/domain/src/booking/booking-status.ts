import { z } from 'zod'
import { DomainError } from '../errors/domain-error'
import { bookingStatuses, type BookingStatus } from './booking-status-names'

// The statuses and their words live apart (booking-status-names.ts), so a page that only shows a
// status loads no zod.
export { bookingStatuses, formatBookingStatus, type BookingStatus } from './booking-status-names'
export const bookingStatusSchema = z.enum(bookingStatuses)

export const paymentStatuses = ['pending', 'success', 'failed', 'refunded'] as const
export const paymentStatusSchema = z.enum(paymentStatuses)
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

export const INITIAL_BOOKING_STATUS: BookingStatus = 'pending_payment'
export const INITIAL_PAYMENT_STATUS: PaymentStatus = 'pending'

/** A failed payment may be retried; only a successful one can be refunded. */
export const paymentStatusTransitions: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['success', 'failed'],
  failed: ['pending', 'success'],
  success: ['refunded'],
  refunded: [],
}

export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentStatusTransitions[from].includes(to)
}

export function assertPaymentTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!canTransitionPayment(from, to)) {
    throw new DomainError('INVALID_TRANSITION', `Payment cannot go from ${from} to ${to}`)
  }
}
