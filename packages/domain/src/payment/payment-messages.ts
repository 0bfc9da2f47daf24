/**
 * What the payer and the operator are told about a card or a refund, in our own words. The card
 * form shows these as they are, so each one says what to do next.
 */
export const paymentMessages = {
  cardNumberRequired: 'Enter your card number.',
  cardNumberInvalid: 'This card number is not valid. Check the digits and try again.',
  expiryMonthInvalid: 'Enter the expiry month as a number from 1 to 12.',
  expiryYearInvalid: 'Enter the expiry year as four digits, for example 2030.',
  cardExpired: 'This card has expired. Check the expiry date or use another card.',
  cvcInvalid: 'Enter the 3 or 4 digit security code printed on your card.',
  paymentNotFound: 'Payment not found',
  paymentNotConfirmable: 'This payment can no longer take a card.',
  paymentDetailsMismatch:
    'This idempotency key was already used for a different payment. Use a new key for a new payment.',
  refundDetailsMismatch:
    'This idempotency key was already used for a different refund. Use a new key for a new refund.',
  paymentAmountInvalid: 'A payment must be a whole number of cents above zero.',
  refundAmountInvalid: 'A refund must be a whole number of cents above zero.',
  refundNotRefundable: 'Only a payment that went through can be refunded.',
  refundTooLarge: (leftCents: number) =>
    `This refund is more than what is left to refund: at most ${(leftCents / 100).toFixed(2)} can still be refunded.`,
  refundReasonInvalid: 'Give the refund a reason of 1 to 100 characters.',
  refundNothingPaid: 'Nothing was paid for this booking, so there is nothing to refund.',
  challengeNotPending: 'This payment is not waiting for a security check.',
  sandboxCardOnly: 'The sandbox takes card details only.',
  paymentRequired: 'We have not received your payment yet. Please pay to confirm your booking.',
  paymentShort: (dueCents: number) =>
    `Your payment covers only part of this booking's total, which changed after the payment was started. Please pay the remaining $${(dueCents / 100).toFixed(2)} to confirm your booking.`,
  bookingNotPayable:
    'This booking was cancelled or has expired, so it can no longer be paid. Please make a new booking.',
  cardsTakenByGateway:
    'Card details are entered in the secure payment form, never sent to Ridelane. Please pay there.',
  webhookGatewayNotInUse: 'This payment gateway is not in use here.',
  returnUrlInvalid: 'The return address must be a path on this site, such as /booking.',
  noCardOnFile: 'This payment kept no card on file, so nothing can be charged to it later.',
  savedChargeMismatch:
    'This idempotency key was already used for a different charge. Use a new key for a new charge.',
  paymentGatewayUnavailable:
    'The payment service could not be reached. Nothing was charged twice; please try again in a moment.',
} as const

/** The decline codes we know, each with the words the payer sees. */
export const declineMessages = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
  authentication_failed:
    'Your bank’s security check was not passed, so the payment was declined. Please try again or use another card.',
  expired_card: 'Your card has expired. Please use another card.',
  incorrect_cvc: 'The security code of your card is not correct. Check it and try again.',
  authentication_required:
    'Your bank wants you to approve this charge yourself, so it could not be taken without you.',
} as const
export type DeclineCode = keyof typeof declineMessages

/** The payer's words for a decline code; an unknown code reads as a plain decline. */
export function declineMessage(code: string): string {
  return Object.hasOwn(declineMessages, code)
    ? declineMessages[code as DeclineCode]
    : declineMessages.card_declined
}
