import { randomUUID } from 'node:crypto'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  FAKE_STRIPE_WEBHOOK_SECRET,
  startFakeStripe,
  type FakeStripe,
} from '../../../test/support/fake-stripe'
import { startFakeHttpServer } from '../../../test/support/fake-http-server'
import {
  GatewayUnavailableError,
  WebhookSignatureError,
  type CreatePaymentInput,
  type PaymentGateway,
} from './gateway'
import { CardDataRefusedError, createStripeGateway } from './stripe-gateway'

let fake: FakeStripe
let gateway: PaymentGateway

beforeAll(async () => {
  fake = await startFakeStripe()
  gateway = createStripeGateway({ ...fake.gatewayOptions, maxNetworkRetries: 0 })
})
afterAll(() => fake.close())

const paymentInput = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
  bookingId: randomUUID(),
  bookingCode: 'RL-7Q4K2M',
  amountCents: 12_550,
  currency: 'EUR',
  description: 'Ridelane booking RL-7Q4K2M',
  idempotencyKey: randomUUID(),
  ...overrides,
})

const returnUrl = 'https://ridelane.example/booking/RL-7Q4K2M/payment'

async function confirmWith(method: string) {
  const created = await gateway.createPayment(paymentInput())
  const confirmed = await gateway.confirmPayment({
    reference: created.reference,
    paymentMethod: { kind: 'gateway_method', id: method },
    returnUrl,
    idempotencyKey: randomUUID(),
  })
  return { created, confirmed }
}

async function paidPayment(amountCents = 12_550) {
  const created = await gateway.createPayment(paymentInput({ amountCents }))
  await gateway.confirmPayment({
    reference: created.reference,
    paymentMethod: { kind: 'gateway_method', id: 'pm_card_visa' },
    returnUrl,
    idempotencyKey: randomUUID(),
  })
  return created.reference
}

describe('Stripe gateway: payments', () => {
  it('creates a payment intent waiting for a card, in our terms', async () => {
    const input = paymentInput()
    const payment = await gateway.createPayment(input)
    expect(payment).toEqual({
      reference: expect.stringMatching(/^pi_/),
      status: 'requires_payment_method',
      amountCents: 12_550,
      currency: 'EUR',
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
      card: null,
      declineMessage: null,
      declineCode: null,
      actionUrl: null,
      cardOnFile: false,
    })

    // The SDK's request reached the fake, in Stripe's form encoding, with our key and the
    // idempotency key; nothing else was asked for.
    const request = fake.requests.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url.pathname).toBe('/v1/payment_intents')
    expect(request.headers.authorization).toBe(`Bearer ${fake.gatewayOptions.secretKey}`)
    expect(request.headers['idempotency-key']).toBe(input.idempotencyKey)
    expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION)
    const sent = new URLSearchParams(request.body)
    expect(sent.get('amount')).toBe('12550')
    expect(sent.get('currency')).toBe('eur')
    expect(sent.get('automatic_payment_methods[enabled]')).toBe('true')
    expect(sent.get('metadata[booking_id]')).toBe(input.bookingId)
    expect(sent.get('metadata[booking_code]')).toBe('RL-7Q4K2M')
    expect(sent.get('description')).toBe('Ridelane booking RL-7Q4K2M')
  })

  it('answers a retried create with the same payment, not a second one', async () => {
    const input = paymentInput()
    const first = await gateway.createPayment(input)
    const again = await gateway.createPayment(input)
    expect(again.reference).toBe(first.reference)
    expect(again.clientSecret).toBe(first.clientSecret)
    const other = await gateway.createPayment({ ...input, idempotencyKey: randomUUID() })
    expect(other.reference).not.toBe(first.reference)
    // A key reused for another amount is refused by Stripe rather than acted on.
    await expect(gateway.createPayment({ ...input, amountCents: 1_000 })).rejects.toThrow(
      /Stripe could not create the payment: Keys for idempotent requests/,
    )
  })

  it('takes the money with a card that pays, and shows only its brand and last four digits', async () => {
    const { created, confirmed } = await confirmWith('pm_card_visa')
    expect(confirmed).toMatchObject({
      reference: created.reference,
      status: 'succeeded',
      amountCents: 12_550,
      currency: 'EUR',
      card: { brand: 'visa', last4: '4242' },
      declineMessage: null,
      declineCode: null,
      actionUrl: null,
    })
    const request = fake.requests.at(-1)!
    expect(request.url.pathname).toBe(`/v1/payment_intents/${created.reference}/confirm`)
    const sent = new URLSearchParams(request.body)
    expect(sent.get('payment_method')).toBe('pm_card_visa')
    expect(sent.get('return_url')).toBe(returnUrl)
  })

  it('returns a declined card as an open payment with the decline, not as an error', async () => {
    const { confirmed } = await confirmWith('pm_card_chargeDeclined')
    expect(confirmed).toMatchObject({
      status: 'requires_payment_method',
      card: { brand: 'visa', last4: '0002' },
      declineMessage: 'Your card was declined.',
      declineCode: 'generic_decline',
    })
  })

  it('names insufficient funds as the decline code', async () => {
    const { created, confirmed } = await confirmWith('pm_card_chargeDeclinedInsufficientFunds')
    expect(confirmed).toMatchObject({
      status: 'requires_payment_method',
      card: { brand: 'visa', last4: '9995' },
      declineMessage: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    })
    // Reading it later tells the same.
    expect(await gateway.retrievePayment(created.reference)).toMatchObject({
      status: 'requires_payment_method',
      declineCode: 'insufficient_funds',
      card: { brand: 'visa', last4: '9995' },
    })
  })

  it('lets a payer pay with another card after a decline', async () => {
    const { created } = await confirmWith('pm_card_chargeDeclined')
    const paid = await gateway.confirmPayment({
      reference: created.reference,
      paymentMethod: { kind: 'gateway_method', id: 'pm_card_visa' },
      returnUrl,
      idempotencyKey: randomUUID(),
    })
    expect(paid).toMatchObject({ status: 'succeeded', declineMessage: null, declineCode: null })
  })

  it('sends the payer to the 3-D Secure page, then reads the payment once they passed', async () => {
    const { created, confirmed } = await confirmWith('pm_card_threeDSecure2Required')
    expect(confirmed).toMatchObject({
      status: 'requires_action',
      card: { brand: 'visa', last4: '3220' },
      actionUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/fake-3ds\/pi_/),
    })
    fake.finishChallenge(created.reference)
    expect(await gateway.retrievePayment(created.reference)).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '3220' },
      actionUrl: null,
    })
  })

  it('reads a payment as it stands', async () => {
    const created = await gateway.createPayment(
      paymentInput({ amountCents: 4_000, currency: 'USD' }),
    )
    expect(await gateway.retrievePayment(created.reference)).toEqual(created)
    const request = fake.requests.at(-1)!
    expect(request.method).toBe('GET')
    expect(request.url.pathname).toBe(`/v1/payment_intents/${created.reference}`)
  })

  it('refuses raw card numbers, which never reach our server with Stripe', async () => {
    const created = await gateway.createPayment(paymentInput())
    const before = fake.requests.length
    await expect(
      gateway.confirmPayment({
        reference: created.reference,
        paymentMethod: {
          kind: 'card',
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2034,
          cvc: '123',
        },
        returnUrl,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toBeInstanceOf(CardDataRefusedError)
    expect(fake.requests.length).toBe(before)
  })

  it('reports an unknown payment as the gateway failing, not as a decline', async () => {
    await expect(gateway.retrievePayment('pi_unknown')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    )
    await expect(
      gateway.confirmPayment({
        reference: 'pi_unknown',
        paymentMethod: { kind: 'gateway_method', id: 'pm_card_visa' },
        returnUrl,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError)
  })
})

describe('Stripe gateway: a decline that names no payment', () => {
  it('reads the payment again to show its decline', async () => {
    const stripe = await startFakeHttpServer((request) =>
      request.method === 'POST'
        ? {
            status: 402,
            body: {
              error: {
                type: 'card_error',
                code: 'card_declined',
                decline_code: 'do_not_honor',
                message: 'Your card was declined.',
              },
            },
          }
        : {
            body: {
              ...fakeIntent,
              id: 'pi_declined',
              latest_charge: {
                id: 'ch_declined',
                object: 'charge',
                payment_method_details: {
                  type: 'card',
                  card: { brand: 'mastercard', last4: '4444' },
                },
              },
            },
          },
    )
    try {
      const declining = createStripeGateway({
        ...fake.gatewayOptions,
        port: Number(new URL(stripe.url).port),
        maxNetworkRetries: 0,
      })
      const payment = await declining.confirmPayment({
        reference: 'pi_declined',
        paymentMethod: { kind: 'gateway_method', id: 'pm_card_mastercard' },
        returnUrl,
        idempotencyKey: randomUUID(),
      })
      expect(payment).toMatchObject({
        reference: 'pi_declined',
        status: 'requires_payment_method',
        card: { brand: 'mastercard', last4: '4444' },
        declineMessage: 'Your card was declined.',
        declineCode: 'do_not_honor',
      })
      expect(stripe.requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
        'POST /v1/payment_intents/pi_declined/confirm',
        'GET /v1/payment_intents/pi_declined',
      ])
    } finally {
      await stripe.close()
    }
  })
})

describe('Stripe gateway: a card kept on file and charged later', () => {
  /** A payment made to keep its card, paid with `method` (and its bank check passed). */
  async function paidAndKept(method: string) {
    const input = paymentInput({ saveForLater: true })
    const created = await gateway.createPayment(input)
    const confirmed = await gateway.confirmPayment({
      reference: created.reference,
      paymentMethod: { kind: 'gateway_method', id: method },
      returnUrl,
      idempotencyKey: randomUUID(),
    })
    if (confirmed.status === 'requires_action') fake.finishChallenge(created.reference)
    return { input, created }
  }

  const laterCharge = (fromPaymentReference: string, idempotencyKey = randomUUID()) => ({
    fromPaymentReference,
    amountCents: 2_000,
    currency: 'EUR',
    description: 'Ridelane booking RL-7Q4K2M: extra waiting',
    idempotencyKey,
  })

  it('makes a customer and asks Stripe to keep the card for charges without the payer', async () => {
    const before = fake.requests.length
    const { input, created } = await paidAndKept('pm_card_visa')
    expect(created).toMatchObject({ status: 'requires_payment_method', cardOnFile: true })
    const [customer, intent] = fake.requests.slice(before)
    expect(customer!.url.pathname).toBe('/v1/customers')
    // Its own key, derived from the payment's: a retried payment finds the same customer.
    expect(customer!.headers['idempotency-key']).toBe(`${input.idempotencyKey}-customer`)
    expect(new URLSearchParams(customer!.body).get('metadata[booking_id]')).toBe(input.bookingId)
    const sent = new URLSearchParams(intent!.body)
    expect(sent.get('customer')).toMatch(/^cus_/)
    expect(sent.get('setup_future_usage')).toBe('off_session')
    const again = await gateway.createPayment(input)
    expect(again.reference).toBe(created.reference)
  })

  it('charges the card on file off-session, once per idempotency key', async () => {
    const { created } = await paidAndKept('pm_card_visa')
    const key = randomUUID()
    const charged = await gateway.chargeSaved(laterCharge(created.reference, key))
    expect(charged).toMatchObject({
      status: 'succeeded',
      amountCents: 2_000,
      currency: 'EUR',
      card: { brand: 'visa', last4: '4242' },
      declineCode: null,
    })
    expect(charged.reference).not.toBe(created.reference)
    const request = fake.requests.at(-1)!
    expect(request.url.pathname).toBe('/v1/payment_intents')
    expect(request.headers['idempotency-key']).toBe(key)
    const sent = new URLSearchParams(request.body)
    expect(sent.get('off_session')).toBe('true')
    expect(sent.get('confirm')).toBe('true')
    expect(sent.get('customer')).toMatch(/^cus_/)
    expect(sent.get('payment_method')).toBe('pm_card_visa')
    expect(sent.get('automatic_payment_methods[allow_redirects]')).toBe('never')
    // A rerun (a crash before we recorded it) gets the same charge back.
    const again = await gateway.chargeSaved(laterCharge(created.reference, key))
    expect(again.reference).toBe(charged.reference)
  })

  it('answers a card that wants its holder there as a payment not taken, not as an error', async () => {
    const { created } = await paidAndKept('pm_card_authenticationRequired')
    expect(await gateway.retrievePayment(created.reference)).toMatchObject({ status: 'succeeded' })
    const declined = await gateway.chargeSaved(laterCharge(created.reference))
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 2_000,
      declineCode: 'authentication_required',
      declineMessage: 'Your card was declined. This transaction requires authentication.',
    })
    expect(declined.reference).not.toBe(created.reference)
  })

  it('refuses to charge a payment that kept no card', async () => {
    const paid = await paidPayment()
    const before = fake.requests.length
    await expect(gateway.chargeSaved(laterCharge(paid))).rejects.toMatchObject({
      code: 'CONFLICT',
    })
    // Only the original was read: nothing was charged.
    expect(fake.requests.slice(before).map((r) => r.method)).toEqual(['GET'])
  })
})

describe('Stripe gateway: refunds', () => {
  it('refunds part of a payment, with our reason kept at Stripe', async () => {
    const reference = await paidPayment()
    const idempotencyKey = randomUUID()
    const refund = await gateway.refund({
      paymentReference: reference,
      amountCents: 2_550,
      reason: 'Trip cancelled by the operator',
      idempotencyKey,
    })
    expect(refund).toEqual({
      reference: expect.stringMatching(/^re_/),
      paymentReference: reference,
      status: 'succeeded',
      amountCents: 2_550,
      currency: 'EUR',
    })
    const request = fake.requests.at(-1)!
    expect(request.url.pathname).toBe('/v1/refunds')
    expect(request.headers['idempotency-key']).toBe(idempotencyKey)
    const sent = new URLSearchParams(request.body)
    expect(sent.get('payment_intent')).toBe(reference)
    expect(sent.get('amount')).toBe('2550')
    expect(sent.get('metadata[reason]')).toBe('Trip cancelled by the operator')
  })

  it('refunds once when the same refund is retried', async () => {
    const reference = await paidPayment(10_000)
    const input = {
      paymentReference: reference,
      amountCents: 6_000,
      reason: 'Customer asked',
      idempotencyKey: randomUUID(),
    }
    const first = await gateway.refund(input)
    const again = await gateway.refund(input)
    expect(again).toEqual(first)
    // Had the retry refunded again, only 4,000 would be left and this would be refused.
    const rest = await gateway.refund({
      ...input,
      amountCents: 4_000,
      idempotencyKey: randomUUID(),
    })
    expect(rest.status).toBe('succeeded')
    await expect(
      gateway.refund({ ...input, amountCents: 1, idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError)
  })
})

describe('Stripe gateway: webhooks', () => {
  it('accepts a notification signed with our webhook secret and reads the payment in it', async () => {
    const reference = await paidPayment()
    const { body, header } = fake.webhook('payment_intent.succeeded', reference)
    const event = await gateway.verifyWebhook(body, header)
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      kind: 'payment.updated',
      payment: { reference, status: 'succeeded', amountCents: 12_550, currency: 'EUR' },
    })
  })

  it('reads refund notifications and leaves other kinds to be ignored', async () => {
    const reference = await paidPayment()
    const refund = await gateway.refund({
      paymentReference: reference,
      amountCents: 500,
      reason: 'Late pickup',
      idempotencyKey: randomUUID(),
    })
    for (const type of ['charge.refund.updated', 'refund.updated', 'refund.failed']) {
      const { body, header } = fake.webhook(type, refund.reference)
      expect(await gateway.verifyWebhook(body, header)).toMatchObject({
        kind: 'refund.updated',
        refund: { reference: refund.reference, paymentReference: reference, amountCents: 500 },
      })
    }
    const { body, header } = fake.webhook('customer.created', reference)
    expect(await gateway.verifyWebhook(body, header)).toMatchObject({
      kind: 'ignored',
      type: 'customer.created',
    })
  })

  it('verifies a header made with Stripe’s own test helper', async () => {
    const body = JSON.stringify({
      id: 'evt_helper',
      object: 'event',
      type: 'payment_intent.created',
      data: {
        object: {
          id: 'pi_helper',
          object: 'payment_intent',
          amount: 900,
          currency: 'gbp',
          status: 'requires_payment_method',
          client_secret: 'pi_helper_secret_x',
          latest_charge: null,
          payment_method: null,
          last_payment_error: null,
          next_action: null,
        },
      },
    })
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: FAKE_STRIPE_WEBHOOK_SECRET,
    })
    expect(await gateway.verifyWebhook(body, header)).toMatchObject({
      id: 'evt_helper',
      kind: 'payment.updated',
      payment: { reference: 'pi_helper', amountCents: 900, currency: 'GBP', card: null },
    })
  })

  it('rejects a forged notification: another secret, a changed body, or no signature', async () => {
    const reference = await paidPayment()
    const { body, header } = fake.webhook('payment_intent.succeeded', reference)
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_someone_else',
    })
    await expect(gateway.verifyWebhook(body, forged)).rejects.toBeInstanceOf(WebhookSignatureError)
    const changed = body.replace('"amount":12550', '"amount":1')
    expect(changed).not.toBe(body)
    await expect(gateway.verifyWebhook(changed, header)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
    await expect(gateway.verifyWebhook(body, undefined)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
    await expect(gateway.verifyWebhook(body, 'garbage')).rejects.toBeInstanceOf(
      WebhookSignatureError,
    )
  })

  it('rejects a replayed notification whose signature is too old', async () => {
    const reference = await paidPayment()
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
    const { body, header } = fake.webhook('payment_intent.succeeded', reference, {
      timestamp: tenMinutesAgo,
    })
    await expect(gateway.verifyWebhook(body, header)).rejects.toBeInstanceOf(WebhookSignatureError)
  })
})

describe('Stripe gateway: failures', () => {
  it('reports a Stripe that cannot be reached as unavailable', async () => {
    const down = await startFakeStripe()
    const options = down.gatewayOptions
    await down.close()
    const unreachable = createStripeGateway({ ...options, maxNetworkRetries: 0 })
    await expect(unreachable.createPayment(paymentInput())).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    )
    await expect(unreachable.retrievePayment('pi_any')).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    )
    await expect(
      unreachable.refund({
        paymentReference: 'pi_any',
        amountCents: 100,
        reason: 'test',
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError)
  })

  it('reports a Stripe that answers too slowly, or with a server error, as unavailable', async () => {
    const slow = await startFakeHttpServer(() => ({ body: {}, delayMs: 2_000 }))
    const broken = await startFakeHttpServer(() => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } },
    }))
    try {
      const target = (url: string) => ({
        ...fake.gatewayOptions,
        host: new URL(url).hostname,
        port: Number(new URL(url).port),
        maxNetworkRetries: 0,
      })
      const tooSlow = createStripeGateway({ ...target(slow.url), timeoutMs: 200 })
      await expect(tooSlow.createPayment(paymentInput())).rejects.toBeInstanceOf(
        GatewayUnavailableError,
      )
      const failing = createStripeGateway(target(broken.url))
      await expect(failing.createPayment(paymentInput())).rejects.toThrow(
        /Stripe could not create the payment: Something went wrong on our end/,
      )
    } finally {
      await Promise.all([slow.close(), broken.close()])
    }
  })

  it('reports a wrong secret key as unavailable', async () => {
    const wrongKey = createStripeGateway({
      ...fake.gatewayOptions,
      secretKey: 'sk_test_not_ours',
      maxNetworkRetries: 0,
    })
    const failure = wrongKey.createPayment(paymentInput())
    await expect(failure).rejects.toBeInstanceOf(GatewayUnavailableError)
    await expect(failure).rejects.toThrow(/Invalid API Key/)
  })

  it('retries a request Stripe was too busy for, with the same idempotency key', async () => {
    let calls = 0
    const flaky = await startFakeHttpServer((request) => {
      calls += 1
      // The first attempt meets a busy server; the SDK's retry gets an answer.
      if (calls === 1)
        return { status: 503, body: { error: { type: 'api_error', message: 'busy' } } }
      return { body: { ...fakeIntent, id: `pi_${request.headers['idempotency-key']}` } }
    })
    try {
      const retrying = createStripeGateway({
        ...fake.gatewayOptions,
        host: '127.0.0.1',
        port: Number(new URL(flaky.url).port),
        maxNetworkRetries: 1,
      })
      const input = paymentInput()
      const payment = await retrying.createPayment(input)
      expect(payment.reference).toBe(`pi_${input.idempotencyKey}`)
      expect(flaky.requests.map((r) => r.headers['idempotency-key'])).toEqual([
        input.idempotencyKey,
        input.idempotencyKey,
      ])
    } finally {
      await flaky.close()
    }
  })
})

const fakeIntent = {
  object: 'payment_intent',
  amount: 12_550,
  currency: 'eur',
  status: 'requires_payment_method',
  client_secret: 'pi_x_secret_y',
  latest_charge: null,
  payment_method: null,
  last_payment_error: null,
  next_action: null,
}
