// Paying for a booking (docs/decisions/024-payments.md): the wizard's payment step, completion,
// the gateway's notifications and reconciliation. It sits above bookings and payments: the money
// records and the gateway (modules/payments) know nothing of bookings, and bookings know nothing
// of how a booking gets paid.
export {
  onChangePaymentSettled,
  onPaymentSettled,
  settlePayment,
  type PaymentSettledListener,
  type ChangePaymentOutcome,
  type Settlement,
  type SettleInput,
} from './settle-payment'
export {
  atGateway,
  confirmCard,
  giveBackChangeMoney,
  mailed,
  paymentView,
  refreshPayment,
  type PaymentAnswer,
  type PaymentDeps,
} from './booking-payment'
export { paymentRoutes } from './routes'
export { paymentReconciliationLoop } from './reconciliation-loop'
export { reconcilePayments } from './reconcile-payments'
export { assertWithinCreditLimit, type AccountCharge } from './credit-limit'
