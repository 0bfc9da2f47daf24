import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'
import { startFakeHttpServer, type FakeAnswer, type FakeRequest } from './fake-http-server'

// A local stand-in for the few Stripe API endpoints the Stripe adapter calls, answering in the
// shapes of Stripe's API reference (form-encoded requests, JSON answers, `{ error: … }` on
// failure), so the real SDK can be pointed at it and tests never reach the network.
//
// Test payment methods, named as in Stripe's testing docs:
//   pm_card_visa                            succeeds
//   pm_card_chargeDeclined                  declined: card_declined / generic_decline
//   pm_card_chargeDeclinedInsufficientFunds declined: card_declined / insufficient_funds
//   pm_card_threeDSecure2Required           needs a 3-D Secure challenge (requires_action)
//   pm_card_authenticationRequired          needs the challenge on every payment: pays after it,
//                                           and an off-session charge is declined
//                                           (authentication_required)
//
// Customers (POST /v1/customers) keep cards for later: a payment intent made with `customer` and
// `setup_future_usage=off_session` attaches its card to the customer when it succeeds, and an
// intent created with `off_session=true&confirm=true` charges an attached card at once, answering
// a 402 card error (with the intent) when the card will not pay without its holder.

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_ridelane'
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_ridelane'

type TestCard = {
  brand: string
  last4: string
  outcome: 'succeed' | 'decline' | 'challenge'
  declineCode?: string
  message?: string
  /** What an off-session charge of the card meets: taken unless a code is given. */
  offSessionDecline?: 'authentication_required' | 'card_declined'
}

const testCards: Record<string, TestCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeed' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    outcome: 'decline',
    declineCode: 'generic_decline',
    message: 'Your card was declined.',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    outcome: 'decline',
    declineCode: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', outcome: 'challenge' },
  pm_card_authenticationRequired: {
    brand: 'visa',
    last4: '3184',
    outcome: 'challenge',
    offSessionDecline: 'authentication_required',
  },
}

type Json = Record<string, unknown>
type Intent = Json & { id: string; status: string; amount: number; currency: string }

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

function paymentMethodObject(id: string, card: TestCard): Json {
  return {
    id,
    object: 'payment_method',
    type: 'card',
    card: {
      brand: card.brand,
      last4: card.last4,
      exp_month: 12,
      exp_year: 2034,
      funding: 'credit',
    },
    created: now(),
    livemode: false,
  }
}

function stripeError(status: number, error: Json): FakeAnswer {
  return { status, body: { error } }
}

const invalidRequest = (message: string, extra: Json = {}) =>
  stripeError(400, { type: 'invalid_request_error', message, ...extra })

const missing = (kind: string, id: string, param = 'id') =>
  stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  })

/** The form-encoded `expand[]` list of a request (body for POST, query for GET). */
function expansions(params: URLSearchParams) {
  return [...params.entries()].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, v]) => v)
}

export async function startFakeStripe() {
  const intents = new Map<string, Intent>()
  const charges = new Map<string, Json>()
  const refunds = new Map<string, Json>()
  const customers = new Map<string, Json>()
  // `${customer} ${payment method}` of each card a customer keeps.
  const attached = new Set<string>()
  // Idempotency-Key → the request it was first sent with and the answer it got.
  const replays = new Map<string, { request: string; answer: FakeAnswer }>()

  /** A payment intent as the API shows it, with the asked-for fields expanded inline. */
  function showIntent(intent: Intent, expand: string[]): Json {
    const shown: Json = { ...intent }
    if (expand.includes('latest_charge') && typeof intent.latest_charge === 'string') {
      shown.latest_charge = charges.get(intent.latest_charge) ?? null
    }
    if (expand.includes('payment_method') && typeof intent.payment_method === 'string') {
      const card = testCards[intent.payment_method]
      shown.payment_method = card ? paymentMethodObject(intent.payment_method, card) : null
    }
    return shown
  }

  function createCustomer(params: URLSearchParams): FakeAnswer {
    const id = newId('cus')
    const metadata: Record<string, string> = {}
    for (const [key, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(key)
      if (match) metadata[match[1]!] = value
    }
    const customer = {
      id,
      object: 'customer',
      created: now(),
      description: params.get('description'),
      email: params.get('email'),
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata,
    }
    customers.set(id, customer)
    return { body: customer }
  }

  function createIntent(params: URLSearchParams, origin: string): FakeAnswer {
    const amount = Number(params.get('amount'))
    const currency = params.get('currency') ?? ''
    if (!Number.isInteger(amount) || amount < 1) {
      return invalidRequest('Invalid positive integer', { param: 'amount' })
    }
    if (!/^[a-z]{3}$/.test(currency)) {
      return invalidRequest(`Invalid currency: ${currency}`, { param: 'currency' })
    }
    const id = newId('pi')
    const metadata: Record<string, string> = {}
    for (const [key, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(key)
      if (match) metadata[match[1]!] = value
    }
    const automatic = params.get('automatic_payment_methods[enabled]') === 'true'
    const customer = params.get('customer')
    if (customer !== null && !customers.has(customer))
      return missing('customer', customer, 'customer')
    const setupFutureUsage = params.get('setup_future_usage')
    if (setupFutureUsage !== null && !['on_session', 'off_session'].includes(setupFutureUsage)) {
      return invalidRequest(`Invalid setup_future_usage: ${setupFutureUsage}`, {
        param: 'setup_future_usage',
      })
    }
    if (setupFutureUsage !== null && customer === null) {
      return invalidRequest('A customer is needed to save the payment method for future use.', {
        param: 'customer',
      })
    }
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      automatic_payment_methods: automatic
        ? {
            enabled: true,
            allow_redirects: params.get('automatic_payment_methods[allow_redirects]') ?? 'always',
          }
        : null,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer,
      description: params.get('description'),
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      setup_future_usage: setupFutureUsage,
      status: 'requires_payment_method',
    }
    if (params.get('confirm') !== 'true') {
      intents.set(id, intent)
      return { body: showIntent(intent, expansions(params)) }
    }
    if (params.get('off_session') === 'true') return chargeOffSession(intent, params)
    intents.set(id, intent)
    return confirmIntent(id, params, origin)
  }

  /**
   * An intent created with off_session=true&confirm=true: the customer's attached card is charged
   * at once, or the answer is a 402 card error with the intent, as Stripe answers.
   */
  function chargeOffSession(intent: Intent, params: URLSearchParams): FakeAnswer {
    const methodId = params.get('payment_method')
    const customer = intent.customer as string | null
    if (!methodId || !customer) {
      return invalidRequest('An off-session payment needs a customer and a payment method.', {
        param: methodId ? 'customer' : 'payment_method',
      })
    }
    const card = testCards[methodId]
    if (!card) return missing('PaymentMethod', methodId, 'payment_method')
    if (!attached.has(`${customer} ${methodId}`)) {
      return invalidRequest(
        'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.',
        { param: 'payment_method' },
      )
    }
    const automatic = intent.automatic_payment_methods as { allow_redirects?: string } | null
    if (automatic && automatic.allow_redirects !== 'never' && !params.get('return_url')) {
      return invalidRequest(
        'This PaymentIntent is configured to accept payment methods that need a redirect, so a return_url is required.',
        { param: 'return_url' },
      )
    }
    intents.set(intent.id, intent)
    const expand = expansions(params)
    const decline = card.outcome === 'decline' ? 'card_declined' : card.offSessionDecline
    if (!decline) {
      succeed(intent, methodId, card)
      return { body: showIntent(intent, expand) }
    }
    const chargeId = charge(intent, methodId, card, false)
    const error = {
      type: 'card_error',
      code: decline,
      decline_code: decline === 'card_declined' ? (card.declineCode ?? 'generic_decline') : decline,
      message:
        decline === 'authentication_required'
          ? 'Your card was declined. This transaction requires authentication.'
          : (card.message ?? 'Your card was declined.'),
      charge: chargeId,
      doc_url: `https://docs.stripe.com/error-codes/${decline.replace('_', '-')}`,
      payment_method: paymentMethodObject(methodId, card),
    }
    Object.assign(intent, {
      status: 'requires_payment_method',
      latest_charge: chargeId,
      payment_method: methodId,
      next_action: null,
      last_payment_error: error,
    })
    return stripeError(402, { ...error, payment_intent: showIntent(intent, []) })
  }

  function charge(intent: Intent, methodId: string, card: TestCard, succeeded: boolean): string {
    const id = newId('ch')
    charges.set(id, {
      id,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      created: now(),
      paid: succeeded,
      status: succeeded ? 'succeeded' : 'failed',
      failure_code: succeeded ? null : 'card_declined',
      failure_message: succeeded ? null : (card.message ?? null),
      outcome: succeeded
        ? { type: 'authorized', network_status: 'approved_by_network' }
        : { type: 'issuer_declined', reason: card.declineCode ?? null },
      payment_intent: intent.id,
      payment_method: methodId,
      payment_method_details: {
        type: 'card',
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
      },
      refunded: false,
    })
    return id
  }

  function succeed(intent: Intent, methodId: string, card: TestCard) {
    // A payment made to keep its card attaches it to the customer once it succeeds.
    if (typeof intent.customer === 'string' && intent.setup_future_usage) {
      attached.add(`${intent.customer} ${methodId}`)
    }
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge(intent, methodId, card, true),
      payment_method: methodId,
      last_payment_error: null,
      next_action: null,
    })
  }

  function confirmIntent(id: string, params: URLSearchParams, origin: string): FakeAnswer {
    const intent = intents.get(id)
    if (!intent) return missing('payment_intent', id)
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
      return invalidRequest(
        `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      )
    }
    const methodId = params.get('payment_method') ?? (intent.payment_method as string | null)
    if (!methodId) {
      return invalidRequest('You cannot confirm this PaymentIntent without a payment method.', {
        code: 'payment_intent_unexpected_state',
        payment_intent: intent,
      })
    }
    const card = testCards[methodId]
    if (!card) return missing('PaymentMethod', methodId, 'payment_method')
    const returnUrl = params.get('return_url')
    if (intent.automatic_payment_methods && !returnUrl) {
      return invalidRequest(
        'This PaymentIntent is configured to accept payment methods that need a redirect, so a return_url is required.',
        { param: 'return_url' },
      )
    }
    const expand = expansions(params)
    if (card.outcome === 'succeed') {
      succeed(intent, methodId, card)
      return { body: showIntent(intent, expand) }
    }
    if (card.outcome === 'challenge') {
      Object.assign(intent, {
        status: 'requires_action',
        payment_method: methodId,
        last_payment_error: null,
        // The page is not served: tests pass or fail the challenge with finishChallenge().
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: { url: `${origin}/fake-3ds/${intent.id}`, return_url: returnUrl },
        },
      })
      return { body: showIntent(intent, expand) }
    }
    // A decline: the charge fails, the intent waits for another method, and the API answers 402
    // with the card error and the intent (not expanded) inside it.
    const chargeId = charge(intent, methodId, card, false)
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: card.declineCode,
      message: card.message,
      charge: chargeId,
      doc_url: 'https://docs.stripe.com/error-codes/card-declined',
      payment_method: paymentMethodObject(methodId, card),
    }
    Object.assign(intent, {
      status: 'requires_payment_method',
      latest_charge: chargeId,
      payment_method: null,
      next_action: null,
      last_payment_error: error,
    })
    return stripeError(402, { ...error, payment_intent: showIntent(intent, []) })
  }

  function createRefund(params: URLSearchParams): FakeAnswer {
    const intentId = params.get('payment_intent') ?? ''
    const intent = intents.get(intentId)
    if (!intent) return missing('payment_intent', intentId, 'payment_intent')
    const chargeId = intent.latest_charge as string | null
    const paid = chargeId ? charges.get(chargeId) : undefined
    if (intent.status !== 'succeeded' || !paid) {
      return invalidRequest(
        `PaymentIntent ${intentId} does not have a successful charge to refund.`,
      )
    }
    const left = intent.amount - (paid.amount_refunded as number)
    const amount = params.has('amount') ? Number(params.get('amount')) : left
    if (!Number.isInteger(amount) || amount < 1) {
      return invalidRequest('Invalid positive integer', { param: 'amount' })
    }
    if (amount > left) {
      return invalidRequest(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        { code: 'amount_too_large', param: 'amount' },
      )
    }
    paid.amount_refunded = (paid.amount_refunded as number) + amount
    paid.refunded = paid.amount_refunded === intent.amount
    const id = newId('re')
    const reason = params.get('metadata[reason]')
    const refund = {
      id,
      object: 'refund',
      amount,
      charge: chargeId,
      created: now(),
      currency: intent.currency,
      metadata: reason === null ? {} : { reason },
      payment_intent: intent.id,
      reason: null,
      status: 'succeeded',
    }
    refunds.set(id, refund)
    return { body: refund }
  }

  function route(request: FakeRequest, origin: string): FakeAnswer {
    const params =
      request.method === 'GET' ? request.url.searchParams : new URLSearchParams(request.body)
    const path = request.url.pathname
    const post = request.method === 'POST'
    if (post && path === '/v1/payment_intents') return createIntent(params, origin)
    if (post && path === '/v1/customers') return createCustomer(params)
    if (post && path === '/v1/refunds') return createRefund(params)
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path)
    if (post && confirm) return confirmIntent(decodeURIComponent(confirm[1]!), params, origin)
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
    if (request.method === 'GET' && one) {
      const intent = intents.get(decodeURIComponent(one[1]!))
      return intent
        ? { body: showIntent(intent, expansions(params)) }
        : missing('payment_intent', one[1]!)
    }
    return stripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${request.method}: ${path}).`,
    })
  }

  let origin = ''
  const server = await startFakeHttpServer((request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    if (bearer !== FAKE_STRIPE_SECRET_KEY) {
      return stripeError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${(bearer ?? '').slice(0, 8)}***`,
      })
    }
    // As Stripe does: a key seen before answers as it did then (for 24 hours), and a key reused
    // with other parameters is refused rather than acted on.
    const key = request.headers['idempotency-key']
    const fingerprint = `${request.method} ${request.url.pathname} ${request.body}`
    if (typeof key === 'string' && request.method === 'POST') {
      const earlier = replays.get(key)
      if (earlier && earlier.request !== fingerprint) {
        return stripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        })
      }
      if (earlier) return earlier.answer
      const answer = route(request, origin)
      replays.set(key, { request: fingerprint, answer })
      return answer
    }
    return route(request, origin)
  })
  origin = server.url
  const url = new URL(server.url)

  return {
    url: server.url,
    requests: server.requests,
    /** Options that point createStripeGateway at this fake. */
    gatewayOptions: {
      secretKey: FAKE_STRIPE_SECRET_KEY,
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
      host: url.hostname,
      port: Number(url.port),
      protocol: 'http' as const,
    },
    /** The payer passes (or fails) the 3-D Secure challenge of a requires_action intent. */
    finishChallenge(intentId: string, passed = true) {
      const intent = intents.get(intentId)
      const methodId = intent?.payment_method
      if (!intent || intent.status !== 'requires_action' || typeof methodId !== 'string') {
        throw new Error(`${intentId} awaits no 3-D Secure challenge`)
      }
      if (passed) {
        succeed(intent, methodId, testCards[methodId]!)
      } else {
        Object.assign(intent, {
          status: 'requires_payment_method',
          payment_method: null,
          next_action: null,
          last_payment_error: {
            type: 'invalid_request_error',
            code: 'payment_intent_authentication_failure',
            message:
              'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
          },
        })
      }
    },
    /** A webhook notification about a stored intent or refund, signed as Stripe signs them. */
    webhook(type: string, objectId: string, options: { timestamp?: number } = {}) {
      const object = intents.get(objectId) ?? refunds.get(objectId)
      if (!object) throw new Error(`the fake knows no ${objectId}`)
      const body = JSON.stringify({
        id: newId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      })
      const header = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: FAKE_STRIPE_WEBHOOK_SECRET,
        timestamp: options.timestamp,
      })
      return { body, header }
    },
    close: server.close,
  }
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>
