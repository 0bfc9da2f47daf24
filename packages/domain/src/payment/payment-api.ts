import { z } from 'zod'
import { bookingStatusSchema } from '../booking/booking-status'
import { cardFormSchemaAt } from './card'
import { paymentMessages } from './payment-messages'
import type { PaymentRecordStatus } from './payment-status'

// The payment calls of the booking page (docs/decisions/024-payments.md#step-4-paying-a-booking).

/** Who takes the money: a gateway, or nobody yet because the partner is billed on account. */
export const paymentViewGateways = ['sandbox', 'stripe', 'on_account'] as const

/** Where a payment stands, as the payer's page sees it. */
export const paymentViewStatuses = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'declined',
  'not_required',
] as const
export const paymentViewStatusSchema = z.enum(paymentViewStatuses)
export type PaymentViewStatus = z.infer<typeof paymentViewStatusSchema>

/** Our record's status as the page shows it: a payment without a card yet needs one. */
export function paymentViewStatus(status: PaymentRecordStatus): PaymentViewStatus {
  if (status === 'pending' || status === 'canceled') return 'requires_payment_method'
  return status
}

export const paymentViewSchema = z.object({
  gateway: z.enum(paymentViewGateways),
  status: paymentViewStatusSchema,
  /** What will be or was charged, in `currency`, major units. */
  amount: z.number(),
  currency: z.string(),
  client_secret: z.string().nullable(),
  publishable_key: z.string().nullable(),
  action_url: z.string().nullable(),
  decline_message: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /**
   * The payer agreed to keep this payment's card on file for extra waiting after the ride
   * (docs/decisions/024-payments.md#extra-waiting).
   */
  card_on_file: z.boolean(),
  booking_status: bookingStatusSchema,
})
export type PaymentView = z.infer<typeof paymentViewSchema>

/**
 * POST /bookings/{id}/payment's optional body. `save_card_for_extras`: the payer agrees that
 * extra waiting at the pickup, if any, may be charged to the same card after the ride; unchecked
 * (false) by default, and the booking can be paid without it.
 */
export const paymentStartRequestSchema = z.strictObject({
  save_card_for_extras: z.boolean().default(false),
})
export type PaymentStartRequest = z.input<typeof paymentStartRequestSchema>

/**
 * A path on our own site to come back to after a 3-D Secure check: it starts with one slash
 * (never two, which a browser reads as another host) and holds no backslash or control character.
 */
export function isOwnSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\\\s]*$/.test(value) && value.length <= 500
}

/** The sandbox's card form as POST /bookings/{id}/payment/card takes it. */
export function paymentCardRequestSchemaAt(now: () => Date = () => new Date()) {
  // safeExtend keeps the form's expiry rule, which spreading its shape would drop.
  return cardFormSchemaAt(now).safeExtend({
    return_url: z
      .string({ error: paymentMessages.returnUrlInvalid })
      .refine(isOwnSitePath, paymentMessages.returnUrlInvalid),
  })
}
export const paymentCardRequestSchema = paymentCardRequestSchemaAt()
export type PaymentCardRequest = z.infer<typeof paymentCardRequestSchema>

export const sandboxChallengeRequestSchema = z.object({ outcome: z.enum(['approve', 'fail']) })
export const sandboxChallengeResponseSchema = z.object({ return_url: z.string() })
