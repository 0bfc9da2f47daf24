import { z } from 'zod'

// docs/product.md#booking-wizard.
export const paymentMethods = ['card', 'wallet'] as const
export const paymentMethodSchema = z.enum(paymentMethods)
export type PaymentMethod = z.infer<typeof paymentMethodSchema>
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'card'

/** Marked for the domain's catalogue: the wizard shows them in the page's language. */
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: /*i18n*/ 'Credit/Debit Card',
  wallet: /*i18n*/ 'Digital Wallet',
}

/**
 * How a booking was paid, as stored on it: one of the wizard's methods, or `on_account` for a
 * partner billed later (the wizard never offers that one).
 */
export const storedPaymentMethods = [...paymentMethods, 'on_account'] as const
export const storedPaymentMethodSchema = z.enum(storedPaymentMethods)
export type StoredPaymentMethod = z.infer<typeof storedPaymentMethodSchema>

export const paymentDetailsSchema = z.object({
  method: paymentMethodSchema.default(DEFAULT_PAYMENT_METHOD),
})
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>

/**
 * Complete Booking stays disabled until a payment method is chosen, a booking id exists and the
 * consent box is ticked (docs/product.md#booking-wizard).
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
