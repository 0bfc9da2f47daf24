import { z } from 'zod'

// SPEC.md §2 step 4 and §3 "Payment details".
export const paymentMethods = ['card', 'wallet'] as const
export const paymentMethodSchema = z.enum(paymentMethods)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'card'

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: 'Credit/Debit Card',
  wallet: 'Digital Wallet',
}

export const paymentDetailsSchema = z.object({
  method: paymentMethodSchema.default(DEFAULT_PAYMENT_METHOD),
})
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

/** No real payment provider is called yet (SPEC.md §7 notes): card uses a fixed placeholder. */
export const CARD_PAYMENT_REFERENCE = 'CARD-PAYMENT-PLACEHOLDER'

/** Card → the fixed placeholder; other methods → upper-case method name plus the suffix. */
export function paymentReference(method: PaymentMethod, suffix: string): string {
  return method === 'card' ? CARD_PAYMENT_REFERENCE : `${method.toUpperCase()}-${suffix}`
}

/** The method a reference stands for ('CARD-PAYMENT-PLACEHOLDER' → card), or undefined. */
export function paymentMethodFromReference(reference: string): PaymentMethod | undefined {
  if (reference === CARD_PAYMENT_REFERENCE) return 'card'
  return paymentMethods.find(
    (method) =>
      method !== 'card' && new RegExp(`^${method.toUpperCase()}-[\\w-]{1,64}$`).test(reference),
  )
}

/**
 * Complete Booking stays disabled until a payment method is chosen, a booking id exists and the
 * consent box is ticked (SPEC.md §5).
 */
export function canCompleteBooking(input: {
  paymentMethod: PaymentMethod | null | undefined
  bookingId: string | null | undefined
  consent: boolean
}): boolean {
  return (
    paymentMethodSchema.safeParse(input.paymentMethod).success &&
    typeof input.bookingId === 'string' &&
    input.bookingId.trim() !== '' &&
    input.consent === true
  )
}
