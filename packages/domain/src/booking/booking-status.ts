import { z } from 'zod'
import { DomainError } from '../errors/domain-error'

/**
 * SPEC.md §4: a booking is created pending_payment with payment pending; completion makes it
 * confirmed / success. cancelled, completed and no_show (§4 "Terms") end a booking's life.
 */
export const bookingStatuses = [
  'pending_payment',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
] as const
export const bookingStatusSchema = z.enum(bookingStatuses)
export type BookingStatus = z.infer<typeof bookingStatusSchema>

export const paymentStatuses = ['pending', 'success', 'failed', 'refunded'] as const
export const paymentStatusSchema = z.enum(paymentStatuses)
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

export const INITIAL_BOOKING_STATUS: BookingStatus = 'pending_payment'
export const INITIAL_PAYMENT_STATUS: PaymentStatus = 'pending'

export const bookingStatusTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending_payment: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no_show'],
  cancelled: [],
  completed: [],
  no_show: [],
}

/** A failed payment may be retried; only a successful one can be refunded. */
export const paymentStatusTransitions: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['success', 'failed'],
  failed: ['pending', 'success'],
  success: ['refunded'],
  refunded: [],
}

/** Whether a booking may move from one status to another (staying put is not a move). */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return bookingStatusTransitions[from].includes(to)
}

export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentStatusTransitions[from].includes(to)
}

/** Throws DomainError INVALID_TRANSITION (HTTP 409) when the move is not allowed. */
export function assertTransition(from: BookingStatus, to: BookingStatus): void {
  if (!canTransition(from, to)) {
    throw new DomainError(
      'INVALID_TRANSITION',
      `A ${formatBookingStatus(from).toLowerCase()} booking cannot become ${formatBookingStatus(to).toLowerCase()}`,
    )
  }
}

export function assertPaymentTransition(from: PaymentStatus, to: PaymentStatus): void {
  if (!canTransitionPayment(from, to)) {
    throw new DomainError('INVALID_TRANSITION', `Payment cannot go from ${from} to ${to}`)
  }
}

/** booking_status displayed capitalised (SPEC.md §4): 'pending_payment' → 'Pending payment'. */
export function formatBookingStatus(status: string): string {
  const words = status.trim().replace(/[_-]+/g, ' ').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
