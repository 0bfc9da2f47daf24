// The payment port: the one interface through which Ridelane takes and returns money
// (docs/decisions/024-payments.md). Adapters: `sandbox` (offline, the default) and `stripe`
// (when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set). Amounts are whole minor units
// (cents); currencies are ISO 4217 codes in upper case. Every call that creates or changes money
// takes an idempotency key, so a retried call never charges or refunds twice.

/** Where a payment stands at the gateway. Only `succeeded` means the money was taken. */
export type GatewayPaymentStatus =
  | 'requires_payment_method' // created; no card yet, or the last card was declined
  | 'requires_action' // the card needs the payer's 3-D Secure challenge
  | 'processing'
  | 'succeeded'
  | 'canceled'

export type GatewayPayment = {
  /** The gateway's id for the payment (a Stripe PaymentIntent id, or the sandbox's own). */
  reference: string
  status: GatewayPaymentStatus
  amountCents: number
  currency: string
  /** What the browser's payment form needs to collect the card (Stripe's client secret). */
  clientSecret: string | null
  /** Only ever a brand and the last four digits. */
  card: { brand: string; last4: string } | null
  /** The gateway's own words for the last decline, to show the payer as they are. */
  declineMessage: string | null
  /** The last decline's machine code (card_declined, insufficient_funds, …). */
  declineCode: string | null
  /** The page the payer must visit to pass a 3-D Secure challenge, while requires_action. */
  actionUrl: string | null
  /**
   * The gateway keeps the card that pays this payment for later charges without the payer
   * (createPayment's saveForLater). Absent when the adapter does not say (older notifications).
   */
  cardOnFile?: boolean
}

export type GatewayRefundStatus = 'pending' | 'succeeded' | 'failed'

export type GatewayRefund = {
  reference: string
  paymentReference: string
  status: GatewayRefundStatus
  amountCents: number
  currency: string
}

/** A verified notification from the gateway, in our own terms. */
export type GatewayEvent =
  | { id: string; kind: 'payment.updated'; payment: GatewayPayment }
  | { id: string; kind: 'refund.updated'; refund: GatewayRefund }
  /** Verified, but of a kind Ridelane does not act on. */
  | { id: string; kind: 'ignored'; type: string }

export type CreatePaymentInput = {
  bookingId: string
  bookingCode: string
  amountCents: number
  currency: string
  description: string
  idempotencyKey: string
  /**
   * Keep the card that pays this payment on file, for later charges made without the payer
   * (chargeSaved): the payer agreed to it (docs/decisions/024-payments.md#extra-waiting).
   */
  saveForLater?: boolean
}

/** A later charge of the card kept on file by an earlier payment, made without the payer. */
export type ChargeSavedInput = {
  /** The succeeded payment created with saveForLater whose card is charged. */
  fromPaymentReference: string
  amountCents: number
  currency: string
  description: string
  idempotencyKey: string
}

export type ConfirmPaymentInput = {
  reference: string
  /**
   * The payment method the payer gave: for the sandbox, the card form's fields; for Stripe, a
   * PaymentMethod id (pm_…) when the server confirms (tests), since the Payment Element confirms
   * in the browser.
   */
  paymentMethod:
    | { kind: 'card'; number: string; expMonth: number; expYear: number; cvc: string }
    | { kind: 'gateway_method'; id: string }
  /** Where the payer returns after a 3-D Secure challenge. */
  returnUrl: string
  idempotencyKey: string
}

export type RefundInput = {
  paymentReference: string
  amountCents: number
  /** Our reason, kept as the refund's metadata at the gateway. */
  reason: string
  idempotencyKey: string
}

/** Thrown by verifyWebhook when a notification's signature does not check out (answer 400). */
export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is not valid.') {
    super(message)
    this.name = 'WebhookSignatureError'
  }
}

/** Thrown when the gateway cannot be reached or answers with an error of its own (answer 502). */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'GatewayUnavailableError'
  }
}

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe'
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>
  confirmPayment(input: ConfirmPaymentInput): Promise<GatewayPayment>
  retrievePayment(reference: string): Promise<GatewayPayment>
  /**
   * Charges the card kept on file by an earlier payment, without the payer. Answers a new
   * payment: `succeeded` when the money was taken; anything else (declined, or the bank wanting
   * the payer's own check, which cannot happen without them) means nothing was taken. The same
   * idempotency key answers the same charge. A payment that kept no card is a DomainError.
   */
  chargeSaved(input: ChargeSavedInput): Promise<GatewayPayment>
  refund(input: RefundInput): Promise<GatewayRefund>
  /** Checks the signature of a raw notification body and reads it; WebhookSignatureError if forged. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): Promise<GatewayEvent>
}
