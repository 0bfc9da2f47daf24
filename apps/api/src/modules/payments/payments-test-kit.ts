import { expect } from 'vitest'
import type { App } from '../../app'
import { bookingPayload, postBooking, signQuote } from '../bookings/test-fixtures'
import type { ConfirmPaymentInput, GatewayPayment, PaymentGateway } from './gateway'

// Helpers for the payments tests only; nothing in the app imports this file.

let keys = 0
/** A fresh idempotency key for each call a test makes. */
export const newKey = (what = 'key') => `test-${what}-${Date.now()}-${++keys}`

/** A booking made through the API, as a traveller would, to hang payments on. */
export async function newBooking(app: App) {
  const response = await postBooking(app, bookingPayload(await signQuote(app)))
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { id: string; booking_code: string; total: number }
}

export const card = (number: string): ConfirmPaymentInput['paymentMethod'] => ({
  kind: 'card',
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
})

/** Creates a payment for the booking and confirms it with `number`. */
export async function payWith(
  gateway: PaymentGateway,
  booking: { id: string; booking_code: string },
  number: string,
  amountCents = 12_000,
): Promise<{ created: GatewayPayment; confirmed: GatewayPayment; key: string }> {
  const key = newKey('payment')
  const created = await gateway.createPayment({
    bookingId: booking.id,
    bookingCode: booking.booking_code,
    amountCents,
    currency: 'USD',
    description: `Ridelane booking ${booking.booking_code}`,
    idempotencyKey: key,
  })
  const confirmed = await gateway.confirmPayment({
    reference: created.reference,
    paymentMethod: card(number),
    returnUrl: `/booking/${booking.id}/paid`,
    idempotencyKey: newKey('confirm'),
  })
  return { created, confirmed, key }
}
