// The Stripe adapter of the payment port (docs/decisions/025-stripe-adapter.md): Payment Intents
// for payments, Refunds for refunds, signed webhooks for what happens later. Card numbers never
// reach this server: the browser's Payment Element hands them to Stripe, and we only ever see a
// PaymentMethod id, a brand and the last four digits.
import { DomainError, paymentMessages } from '@ridelane/domain'
import Stripe from 'stripe'
import {
  GatewayUnavailableError,
  WebhookSignatureError,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type GatewayRefund,
  type GatewayRefundStatus,
  type PaymentGateway,
} from './gateway'

export type StripeGatewayOptions = {
  /** The account's secret (sk_…) or restricted (rk_…) key. */
  secretKey: string
  /** The signing secret (whsec_…) of the webhook endpoint that posts to us. */
  webhookSecret: string
  /** Another API host than Stripe's own (a local fake): host name, port and protocol. */
  host?: string
  port?: number
  protocol?: 'http' | 'https'
  /** Retries of a request that failed on the network; the SDK keeps the idempotency key. */
  maxNetworkRetries?: number
  /** How long one request may take before it counts as failed. */
  timeoutMs?: number
}

/** Thrown when asked to confirm with raw card fields: with Stripe they never reach our server. */
export class CardDataRefusedError extends Error {
  constructor() {
    super('Stripe payments are confirmed with a PaymentMethod id (pm_…), never with card numbers.')
    this.name = 'CardDataRefusedError'
  }
}

// What every answer about a payment brings along inline, so the card's brand and last four
// digits can be read without another request.
const paymentExpansions = ['latest_charge', 'payment_method']

// Stripe knows more states than the port. requires_confirmation (a method attached but not
// confirmed) leaves the payer to act again, as after a decline; requires_capture (authorised,
// not yet captured) means no money is taken yet and nothing is left for the payer to do.
const paymentStatuses: Record<Stripe.PaymentIntent.Status, GatewayPaymentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
}

function refundStatus(status: string | null): GatewayRefundStatus {
  if (status === 'succeeded') return 'succeeded'
  if (status === 'failed' || status === 'canceled') return 'failed'
  return 'pending'
}

type CardDetails = { brand?: string | null; last4?: string | null } | null | undefined

function cardOf(details: CardDetails) {
  return details?.brand && details.last4 ? { brand: details.brand, last4: details.last4 } : null
}

/** The card that paid or was declined: from the latest charge, else the payment method. */
function paymentCard(intent: Stripe.PaymentIntent) {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null
  return (
    cardOf(charge?.payment_method_details?.card) ??
    cardOf(method?.card) ??
    cardOf(intent.last_payment_error?.payment_method?.card)
  )
}

export function toGatewayPayment(intent: Stripe.PaymentIntent): GatewayPayment {
  const decline = intent.last_payment_error
  const redirect = intent.next_action?.redirect_to_url?.url ?? null
  const status = paymentStatuses[intent.status] ?? 'processing'
  return {
    reference: intent.id,
    status,
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    clientSecret: intent.client_secret,
    card: paymentCard(intent),
    declineMessage: decline?.message ?? null,
    declineCode: decline?.decline_code ?? decline?.code ?? null,
    actionUrl: status === 'requires_action' ? redirect : null,
    cardOnFile: intent.setup_future_usage === 'off_session',
  }
}

export function toGatewayRefund(refund: Stripe.Refund): GatewayRefund {
  const intent = refund.payment_intent
  return {
    reference: refund.id,
    paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? ''),
    status: refundStatus(refund.status),
    amountCents: refund.amount,
    currency: refund.currency.toUpperCase(),
  }
}

/** Any failure of the SDK that is not a card decline: the gateway could not do what we asked. */
function unavailable(action: string, error: unknown): GatewayUnavailableError {
  const reason = error instanceof Error ? error.message : String(error)
  return new GatewayUnavailableError(`Stripe could not ${action}: ${reason}`, { cause: error })
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** A card error as our answer: the intent it left behind, with Stripe's reason on it. */
function declinedPayment(intent: Stripe.PaymentIntent, error: Stripe.errors.StripeCardError) {
  const payment = toGatewayPayment(intent)
  return {
    ...payment,
    declineMessage: payment.declineMessage ?? error.message,
    declineCode: payment.declineCode ?? error.decline_code ?? error.code ?? null,
  }
}

export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: options.maxNetworkRetries,
    timeout: options.timeoutMs,
    appInfo: { name: 'Ridelane' },
  })

  async function call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      throw unavailable(action, error)
    }
  }

  return {
    name: 'stripe',

    async createPayment(input) {
      const metadata = { booking_id: input.bookingId, booking_code: input.bookingCode }
      // A card kept for later belongs to a Customer: one per such payment, made with a key derived
      // from the payment's, so a retried call finds the same one.
      const customer = input.saveForLater
        ? await call('keep the card on file', () =>
            stripe.customers.create(
              { description: `Ridelane booking ${input.bookingCode}`, metadata },
              { idempotencyKey: `${input.idempotencyKey}-customer` },
            ),
          )
        : undefined
      const intent = await call('create the payment', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            description: input.description,
            metadata,
            ...(customer ? { customer: customer.id, setup_future_usage: 'off_session' } : {}),
            expand: paymentExpansions,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      return toGatewayPayment(intent)
    },

    async chargeSaved(input) {
      const from = await call('read the payment with the card on file', () =>
        stripe.paymentIntents.retrieve(input.fromPaymentReference),
      )
      const customer = idOf(from.customer)
      const paymentMethod = idOf(from.payment_method)
      if (
        from.status !== 'succeeded' ||
        from.setup_future_usage !== 'off_session' ||
        !customer ||
        !paymentMethod
      ) {
        throw new DomainError('CONFLICT', paymentMessages.noCardOnFile)
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer,
            payment_method: paymentMethod,
            // Nobody is there to follow a redirect: methods that need one are left out.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: { ...from.metadata, charged_from: from.id },
            expand: paymentExpansions,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        return toGatewayPayment(intent)
      } catch (error) {
        // Declined, or the bank wants the payer's own check (authentication_required): an answer
        // that took nothing, not a failure to reach Stripe.
        if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) {
          throw unavailable('charge the card on file', error)
        }
        return declinedPayment(error.payment_intent, error)
      }
    },

    async confirmPayment(input) {
      if (input.paymentMethod.kind !== 'gateway_method') throw new CardDataRefusedError()
      const paymentMethod = input.paymentMethod.id
      try {
        const intent = await stripe.paymentIntents.confirm(
          input.reference,
          { payment_method: paymentMethod, return_url: input.returnUrl, expand: paymentExpansions },
          { idempotencyKey: input.idempotencyKey },
        )
        return toGatewayPayment(intent)
      } catch (error) {
        // A decline is an answer, not a failure: the payment stays open with the reason on it.
        if (!(error instanceof Stripe.errors.StripeCardError)) {
          throw unavailable('confirm the payment', error)
        }
        const intent =
          error.payment_intent ??
          (await call('read the declined payment', () =>
            stripe.paymentIntents.retrieve(input.reference, { expand: paymentExpansions }),
          ))
        return declinedPayment(intent, error)
      }
    },

    async retrievePayment(reference) {
      const intent = await call('read the payment', () =>
        stripe.paymentIntents.retrieve(reference, { expand: paymentExpansions }),
      )
      return toGatewayPayment(intent)
    },

    async refund(input) {
      const refund = await call('refund the payment', () =>
        stripe.refunds.create(
          {
            payment_intent: input.paymentReference,
            amount: input.amountCents,
            metadata: { reason: input.reason },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      )
      return toGatewayRefund(refund)
    },

    async verifyWebhook(rawBody, signatureHeader): Promise<GatewayEvent> {
      if (!signatureHeader)
        throw new WebhookSignatureError('The Stripe-Signature header is missing.')
      let event: Stripe.Event
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signatureHeader,
          options.webhookSecret,
        )
      } catch (error) {
        throw new WebhookSignatureError(
          error instanceof Stripe.errors.StripeSignatureVerificationError
            ? `The webhook signature is not valid: ${error.message}`
            : 'The webhook body cannot be read.',
        )
      }
      const object = event.data.object as { object?: string }
      if (event.type.startsWith('payment_intent.') && object.object === 'payment_intent') {
        return {
          id: event.id,
          kind: 'payment.updated',
          payment: toGatewayPayment(object as Stripe.PaymentIntent),
        }
      }
      const refundEvent = event.type === 'charge.refund.updated' || event.type.startsWith('refund.')
      if (refundEvent && object.object === 'refund') {
        return {
          id: event.id,
          kind: 'refund.updated',
          refund: toGatewayRefund(object as Stripe.Refund),
        }
      }
      return { id: event.id, kind: 'ignored', type: event.type }
    },
  }
}
