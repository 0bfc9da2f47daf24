import { z } from 'zod'

/**
 * Where one of our payment records stands (docs/decisions/024-payments.md). It follows the
 * gateway's own status, with one difference: a payment whose last card was declined is
 * `declined` here, where the gateway only says it needs a payment method again.
 * Only `succeeded` means the money was taken.
 */
export const paymentRecordStatuses = [
  'pending',
  'requires_action',
  'processing',
  'succeeded',
  'declined',
  'canceled',
] as const
export const paymentRecordStatusSchema = z.enum(paymentRecordStatuses)
export type PaymentRecordStatus = z.infer<typeof paymentRecordStatusSchema>

/** Where one of our refund records stands: asked of the gateway, paid back, or refused. */
export const refundRecordStatuses = ['pending', 'succeeded', 'failed'] as const
export const refundRecordStatusSchema = z.enum(refundRecordStatuses)
export type RefundRecordStatus = z.infer<typeof refundRecordStatusSchema>

/** The statuses a payment gateway reports for a payment (the API's payment port). */
export type GatewayPaymentState =
  'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled'

/**
 * Our status for what the gateway reports: a payment back at `requires_payment_method` with a
 * decline code was declined; without one it simply has no card yet.
 */
export function paymentRecordStatus(gateway: {
  status: GatewayPaymentState
  declineCode: string | null
}): PaymentRecordStatus {
  if (gateway.status === 'requires_payment_method') {
    return gateway.declineCode === null ? 'pending' : 'declined'
  }
  return gateway.status
}

/**
 * A payment the payer has already sent a card for and that may still take the money (a bank's
 * security check, or a payment the gateway is still processing). A booking's price may not change
 * while one is under way: the money would be taken for the old price.
 */
export function paymentUnderWay(status: PaymentRecordStatus): boolean {
  return status === 'requires_action' || status === 'processing'
}
