/**
 * What the payer and the operator are told about a card or a refund, in our own words. The card
 * form shows these as they are, so each one says what to do next.
 */
export const paymentMessages = {
  cardNumberRequired: /*i18n*/ 'Enter your card number.',
  cardNumberInvalid: /*i18n*/ 'This card number is not valid. Check the digits and try again.',
  expiryMonthInvalid: /*i18n*/ 'Enter the expiry month as a number from 1 to 12.',
  expiryYearInvalid: /*i18n*/ 'Enter the expiry year as four digits, for example 2030.',
  cardExpired: /*i18n*/ 'This card has expired. Check the expiry date or use another card.',
  cvcInvalid: /*i18n*/ 'Enter the 3 or 4 digit security code printed on your card.',
  paymentNotFound: /*i18n*/ 'Payment not found',
  paymentNotConfirmable: /*i18n*/ 'This payment can no longer take a card.',
  paymentDetailsMismatch:
    /*i18n*/ 'This idempotency key was already used for a different payment. Use a new key for a new payment.',
  refundDetailsMismatch:
    /*i18n*/ 'This idempotency key was already used for a different refund. Use a new key for a new refund.',
  paymentAmountInvalid: /*i18n*/ 'A payment must be a whole number of cents above zero.',
  refundAmountInvalid: /*i18n*/ 'A refund must be a whole number of cents above zero.',
  refundNotRefundable: /*i18n*/ 'Only a payment that went through can be refunded.',
  refundTooLarge: (leftCents: number) =>
    `This refund is more than what is left to refund: at most ${(leftCents / 100).toFixed(2)} can still be refunded.`,
  refundReasonInvalid: /*i18n*/ 'Give the refund a reason of 1 to 100 characters.',
  refundNothingPaid: /*i18n*/ 'Nothing was paid for this booking, so there is nothing to refund.',
  challengeNotPending: /*i18n*/ 'This payment is not waiting for a security check.',
  sandboxCardOnly: /*i18n*/ 'The sandbox takes card details only.',
  paymentRequired:
    /*i18n*/ 'We have not received your payment yet. Please pay to confirm your booking.',
  paymentShort: (dueCents: number) =>
    `Your payment covers only part of this booking's total, which changed after the payment was started. Please pay the remaining $${(dueCents / 100).toFixed(2)} to confirm your booking.`,
  bookingNotPayable:
    /*i18n*/ 'This booking was cancelled or has expired, so it can no longer be paid. Please make a new booking.',
  cardsTakenByGateway:
    /*i18n*/ 'Card details are entered in the secure payment form, never sent to Ridelane. Please pay there.',
  webhookGatewayNotInUse: /*i18n*/ 'This payment gateway is not in use here.',
  returnUrlInvalid: /*i18n*/ 'The return address must be a path on this site, such as /booking.',
  noCardOnFile:
    /*i18n*/ 'This payment kept no card on file, so nothing can be charged to it later.',
  savedChargeMismatch:
    /*i18n*/ 'This idempotency key was already used for a different charge. Use a new key for a new charge.',
  paymentGatewayUnavailable:
    /*i18n*/ 'The payment service could not be reached. Nothing was charged twice; please try again in a moment.',
} as const

/** The decline codes we know, each with the words the payer sees. */
export const declineMessages = {
  card_declined: /*i18n*/ 'Your card was declined. Please use another card.',
  insufficient_funds: /*i18n*/ 'Your card has insufficient funds. Please use another card.',
  authentication_failed:
    /*i18n*/ 'Your bank’s security check was not passed, so the payment was declined. Please try again or use another card.',
  expired_card: /*i18n*/ 'Your card has expired. Please use another card.',
  incorrect_cvc: /*i18n*/ 'The security code of your card is not correct. Check it and try again.',
  authentication_required:
    /*i18n*/ 'Your bank wants you to approve this charge yourself, so it could not be taken without you.',
} as const
export type DeclineCode = keyof typeof declineMessages

/** The payer's words for a decline code; an unknown code reads as a plain decline. */
export function declineMessage(code: string): string {
  return Object.hasOwn(declineMessages, code)
    ? declineMessages[code as DeclineCode]
    : declineMessages.card_declined
}
