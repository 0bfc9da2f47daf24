import { ApiError } from '@/lib/api-client'
import { newIdempotencyKey } from './idempotency-key'

/**
 * One Idempotency-Key per payment attempt, kept in this tab's session storage until the server
 * has answered it: a double click, a retry after a lost answer or a reload in the middle reuses
 * the key, so the gateway charges once. A key the server answered is dropped, and the next
 * attempt (another card after a decline) gets a new one.
 */
export type PaymentCall = 'start' | 'card'

const storageKey = (bookingId: string, call: PaymentCall) =>
  `ridelane.payment-attempt.${call}.${bookingId}`

export function paymentAttemptKey(bookingId: string, call: PaymentCall): string {
  try {
    const saved = sessionStorage.getItem(storageKey(bookingId, call))
    if (saved) return saved
    const key = newIdempotencyKey()
    sessionStorage.setItem(storageKey(bookingId, call), key)
    return key
  } catch {
    // Storage refused (private modes): the key still covers this page's retries.
    return newIdempotencyKey()
  }
}

/** Ends the attempt once the server answered; a lost answer (no connection) keeps the key. */
export function endPaymentAttempt(bookingId: string, call: PaymentCall, error?: unknown): void {
  if (error instanceof ApiError && error.status === 0) return
  if (error !== undefined && !(error instanceof ApiError)) return
  try {
    sessionStorage.removeItem(storageKey(bookingId, call))
  } catch {
    // Nothing saved.
  }
}
