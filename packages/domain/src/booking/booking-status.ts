import { z } from 'zod'
import { DomainError } from '../errors/domain-error'

/**
 * docs/product.md#booking-lifecycle: a booking is created pending_payment with payment pending; completion makes it
 * confirmed / success. cancelled, completed and no_show end a booking's life. The
 * statuses between confirmed and completed follow the ride; expired ends a booking left unpaid.
 * Which may follow which: lifecycle-table.ts.
 */
export const bookingStatuses = [
  'pending_payment',
  'confirmed',
  'assigned',
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
  'completed',
  'cancelled',
  'no_show',
  'expired',
] as const
export const bookingStatusSchema = z.enum(bookingStatuses)
export type BookingStatus = z.infer<typeof bookingStatusSchema>

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

/** booking_status displayed capitalised (docs/product.md#booking-lifecycle): 'pending_payment' → 'Pending payment'. */
export function formatBookingStatus(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
