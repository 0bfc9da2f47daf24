import {
  BOOKING_TOKEN_HEADER,
  bookingCompletionRequestSchema,
  bookingCompletionResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  paymentCardRequestSchema,
  paymentStartRequestSchema,
  paymentViewSchema,
  sandboxChallengeRequestSchema,
  sandboxChallengeResponseSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { refuseInvalidPartnerToken, refuseKeyWithoutScope } from '../../plugins/partner-auth'
import type { BookingCaller } from '../bookings'
import {
  answerSandboxChallenge,
  createBookingPayment,
  getBookingPayment,
  payWithCard,
  receiveWebhook,
  type PaymentAnswer,
  type PaymentDeps,
} from './booking-payment'
import { completeBooking } from './complete-booking'
import { SANDBOX_SIGNATURE_HEADER } from '../payments'
import { requireBookingCredentials } from '../../http/booking-credentials'

const tokenHeader = BOOKING_TOKEN_HEADER.toLowerCase()
const idempotencyHeader = IDEMPOTENCY_KEY_HEADER.toLowerCase()

// Loose: the other headers (Authorization, …) must survive validation.
const accessHeaders = z.looseObject({
  [tokenHeader]: z.string().max(200).optional(),
  [idempotencyHeader]: idempotencyKeySchema.optional(),
})
const bookingParams = z.object({ id: z.string().max(100) })
const paymentResponse = successEnvelope(paymentViewSchema)

// As the other booking calls: generous for a payer retrying a card, tight for a script.
const accessLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } }
const cardLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }
const webhookLimit = { rateLimit: { max: 600, timeWindow: '1 minute' } }

function caller(request: FastifyRequest): BookingCaller {
  const token = request.headers[tokenHeader]
  return {
    bookingToken: typeof token === 'string' && token ? token : undefined,
    partner: request.partner,
  }
}

export type PaymentRoutesOptions = {
  /** Where the confirmation mail's ride link points (config.appBaseUrl). */
  appBaseUrl: string
  publishableKey?: string | undefined
  /** Test only: see AppConfig.chaosCrashAfterGatewaySuccess. */
  chaosCrashAfterGatewaySuccess?: boolean
}

/** The payment calls of docs/decisions/024-payments.md#step-4-paying-a-booking, under /api/v1. */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (
  app,
  { appBaseUrl, publishableKey, chaosCrashAfterGatewaySuccess = false },
) => {
  const deps = (): PaymentDeps => ({
    db: app.db,
    gateway: app.payments,
    publishableKey,
    appBaseUrl,
    chaosCrashAfterGatewaySuccess,
  })
  const send = ({ view, mailQueued }: PaymentAnswer) => {
    if (mailQueued) void app.mailOutbox.deliverNow()
    return ok(view)
  }

  await app.register(async (scope) => {
    const booking = scope.withTypeProvider<ZodTypeProvider>()
    // Every call here is about one booking: no credentials at all is 401 before the body is read.
    booking.addHook('onRequest', requireBookingCredentials)
    booking.addHook('preHandler', refuseInvalidPartnerToken)

    booking.post(
      '/bookings/:id/payment',
      {
        config: accessLimit,
        preHandler: refuseKeyWithoutScope('bookings:write'),
        schema: {
          tags: ['payments'],
          summary: 'Start paying the booking: its open payment, made at the gateway if need be',
          description:
            'The body is optional. `save_card_for_extras: true` keeps the card that pays on file ' +
            'so extra waiting at the pickup, if any, is charged to it after the ride; false (the ' +
            'default) keeps nothing. Changing the answer before a card is taken opens a new payment.',
          headers: accessHeaders,
          params: bookingParams,
          // No body at all (as before the consent existed) is the same as `{}`.
          body: paymentStartRequestSchema.nullish(),
          response: { 200: paymentResponse },
        },
      },
      async (request) =>
        send(
          await createBookingPayment(
            deps(),
            request.params.id,
            caller(request),
            request.body?.save_card_for_extras ?? false,
          ),
        ),
    )

    booking.post(
      '/bookings/:id/complete',
      {
        config: accessLimit,
        preHandler: refuseKeyWithoutScope('bookings:write'),
        schema: {
          tags: ['bookings'],
          summary: 'Confirm the booking once its payment went through (or it is on account)',
          description:
            'The payment fields of the body decide nothing: the booking is confirmed only when the ' +
            'gateway says its payment succeeded, or its partner is billed on account; otherwise ' +
            '402 PAYMENT_REQUIRED. A live booking on account that would take the partner past its ' +
            'credit limit answers 402 CREDIT_LIMIT_EXCEEDED and stays unconfirmed. Calling it ' +
            'again after confirmation answers the same.',
          headers: accessHeaders,
          params: bookingParams,
          body: bookingCompletionRequestSchema,
          response: { 200: successEnvelope(bookingCompletionResponseSchema) },
        },
      },
      async (request) => {
        const { mailQueued, ...result } = await completeBooking(
          // As before the move: completion never crashes on purpose and shows no publishable key.
          { ...deps(), publishableKey: undefined, chaosCrashAfterGatewaySuccess: false },
          request.params.id,
          caller(request),
          request.body,
        )
        if (mailQueued) void app.mailOutbox.deliverNow()
        return ok(result)
      },
    )

    booking.get(
      '/bookings/:id/payment',
      {
        config: accessLimit,
        preHandler: refuseKeyWithoutScope('bookings:read'),
        schema: {
          tags: ['payments'],
          summary: 'The booking’s latest payment, re-read from the gateway while not final',
          headers: accessHeaders,
          params: bookingParams,
          response: { 200: paymentResponse },
        },
      },
      async (request) => send(await getBookingPayment(deps(), request.params.id, caller(request))),
    )

    booking.post(
      '/bookings/:id/payment/card',
      {
        config: cardLimit,
        preHandler: refuseKeyWithoutScope('bookings:write'),
        schema: {
          tags: ['payments'],
          summary: 'Pay with a card through the sandbox gateway (refused with 409 under Stripe)',
          headers: accessHeaders,
          params: bookingParams,
          body: paymentCardRequestSchema,
          response: { 200: paymentResponse },
        },
      },
      async (request) =>
        send(
          await payWithCard(
            deps(),
            request.params.id,
            caller(request),
            request.body,
            request.headers[idempotencyHeader] as string | undefined,
          ),
        ),
    )
  })

  app.post(
    '/payments/sandbox/challenge/:reference',
    {
      config: accessLimit,
      schema: {
        tags: ['payments'],
        summary: 'The payer’s answer on the sandbox’s 3-D Secure page',
        params: z.object({ reference: z.string().max(100) }),
        body: sandboxChallengeRequestSchema,
        response: { 200: successEnvelope(sandboxChallengeResponseSchema) },
      },
    },
    async (request) => {
      const { returnUrl, mailQueued } = await answerSandboxChallenge(
        deps(),
        request.params.reference,
        request.body.outcome,
      )
      if (mailQueued) void app.mailOutbox.deliverNow()
      return ok({ return_url: returnUrl })
    },
  )

  // Signatures are computed over the body exactly as sent, so these routes read it as text.
  await app.register(async (scope) => {
    const webhooks = scope.withTypeProvider<ZodTypeProvider>()
    webhooks.removeAllContentTypeParsers()
    webhooks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    )
    webhooks.post(
      '/payments/webhooks/:gateway',
      {
        config: webhookLimit,
        schema: {
          tags: ['payments'],
          summary: 'A signed notification from the payment gateway',
          description:
            'The raw body as the gateway sent it, signed in `Stripe-Signature` or `Sandbox-Signature`; a bad signature answers 400 and a repeated notification changes nothing.',
          params: z.object({ gateway: z.enum(['stripe', 'sandbox']) }),
          response: { 200: successEnvelope(z.object({ received: z.literal(true) })) },
        },
      },
      async (request) => {
        const signature =
          request.params.gateway === 'stripe'
            ? request.headers['stripe-signature']
            : request.headers[SANDBOX_SIGNATURE_HEADER]
        const { mailQueued } = await receiveWebhook(
          deps(),
          request.params.gateway,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        )
        if (mailQueued) void app.mailOutbox.deliverNow()
        return ok({ received: true as const })
      },
    )
  })
}
