// The payments feature as the rest of the API uses it (docs/decisions/024-payments.md).
export type {
  ChargeSavedInput,
  ConfirmPaymentInput,
  CreatePaymentInput,
  GatewayEvent,
  GatewayPayment,
  GatewayPaymentStatus,
  GatewayRefund,
  GatewayRefundStatus,
  PaymentGateway,
  RefundInput,
} from './gateway'
export { GatewayUnavailableError, WebhookSignatureError } from './gateway'
export { createPaymentGateway, type PaymentGatewayOptions } from './factory'
export { paymentsPlugin } from './plugin'
export {
  moneyForBooking,
  paymentsForBooking,
  recordPayment,
  refundsForBooking,
} from './payment-records'
export {
  claimBookingRefund,
  refundBooking,
  refundedAmount,
  type RefundBookingInput,
} from './refund-booking'
export type { PaymentRow, RefundRow } from './repository'
export {
  resolveSandboxChallenge,
  sandboxChallengePath,
  sandboxNotification,
  sandboxWebhookSecret,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxWebhook,
} from './sandbox-gateway'
export { findMoneyBreaks, type MoneyCheckFinding } from './money-checks'
export { cardOnFilePayment, latestPayment, partnerIsOnAccount } from './repository'
export { gatewayForBooking } from './sandbox-routing'
export {
  findPartnerCreditTerms,
  lockPartnerCreditTerms,
  partnerRefundedCents,
  unpaidOnAccountLines,
  type PartnerCreditTerms,
} from './on-account-repository'
// For paying a booking (modules/checkout), which reads and records payments here.
export {
  claimPaymentsToReconcile,
  findPaymentByReference,
  listRefunds,
  moneyRecordsOf,
  openPaymentStatuses,
  readBookingPayments,
  recordGatewayAnswer,
  type BookingPayments,
} from './repository'
export { paymentRecordFor } from './payment-records'
export { gatewayForPayment } from './sandbox-routing'
