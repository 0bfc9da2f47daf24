import {
  BOOKING_TOKEN_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  paymentCardRequestSchema,
  paymentViewSchema,
  rideChangeBodySchema,
  rideChangeParamsSchema,
  rideChangePreviewBodySchema,
  rideChangePreviewSchema,
  rideChangeResultSchema,
  rideParamsSchema,
  rideViewSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { refuseInvalidPartnerToken, refuseKeyWithoutScope } from '../../plugins/partner-auth'
import { createCatalogueSnapshot } from '../catalogue'
import type { PaymentAnswer, PaymentDeps } from '../checkout'
import { createRoutePlanner } from '../pricing'
import {
  abandonChange,
  changeRecordView,
  previewChange,
  requestChange,
  type ChangeDeps,
} from './change-booking'
import { createChangePayment, getChangePayment, payChangeWithCard } from './change-payment'
import { rideView } from './ride-view'
import type { RideCaller } from './ride-access'
import { requireBookingCredentials } from '../../http/booking-credentials'
import { readerLanguage } from '../../http/reader-language'

const tokenHeader = BOOKING_TOKEN_HEADER.toLowerCase()
const idempotencyHeader = IDEMPOTENCY_KEY_HEADER.toLowerCase()

// Loose: the other headers (Authorization, …) must survive validation.
const accessHeaders = z.looseObject({
  [tokenHeader]: z.string().max(200).optional(),
  [idempotencyHeader]: idempotencyKeySchema.optional(),
})

// A traveller tries a change a few times; pricing it may ask the route planner.
const changeLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }
const accessLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } }

function caller(request: FastifyRequest): RideCaller {
  const token = request.headers[tokenHeader]
  return {
    bookingToken: typeof token === 'string' && token ? token : undefined,
    partner: request.partner,
  }
}

export type RideChangeRoutesOptions = {
  /** The web app's address for the ride link in the change mail (config.appBaseUrl). */
  appBaseUrl: string
  /** The route planner for a changed dropoff (config.routingUrl), as pricing uses it. */
  routingUrl: string | undefined
  /** Stripe's publishable key for the change's payment form (config.stripePublishableKey). */
  publishableKey?: string | undefined
}

/** The change calls of the ride page (docs/decisions/028-ride-page.md#change), under /api/v1. */
export const rideChangeRoutes: FastifyPluginAsyncZod<RideChangeRoutesOptions> = async (
  parent,
  { appBaseUrl, routingUrl, publishableKey },
) => {
  const catalogue = createCatalogueSnapshot(parent.db)
  const planRoute = createRoutePlanner({
    routingUrl,
    log: parent.log.child({ module: 'ride-changes' }),
  })
  const changeDeps = (): ChangeDeps => ({
    db: parent.db,
    gateway: parent.payments,
    catalogue,
    planRoute,
    appBaseUrl,
    log: parent.log,
    now: new Date(),
  })
  const paymentDeps = (): PaymentDeps => ({
    db: parent.db,
    gateway: parent.payments,
    publishableKey,
    appBaseUrl,
  })
  const sendPayment = ({ view, mailQueued }: PaymentAnswer) => {
    if (mailQueued) void parent.mailOutbox.deliverNow()
    return ok(view)
  }

  await parent.register(async (scope) => {
    const app = scope.withTypeProvider<ZodTypeProvider>()
    // Every call here is about one booking: no credentials at all is 401 before the body is read.
    app.addHook('onRequest', requireBookingCredentials)
    app.addHook('preHandler', refuseInvalidPartnerToken)
    app.addHook('preHandler', refuseKeyWithoutScope('bookings:write'))

    app.post(
      '/rides/:ref/changes/preview',
      {
        config: changeLimit,
        schema: {
          tags: ['rides'],
          summary: 'What a change of the ride would cost, priced by the server; nothing is stored',
          headers: accessHeaders,
          params: rideParamsSchema,
          body: rideChangePreviewBodySchema,
          response: { 200: successEnvelope(rideChangePreviewSchema) },
        },
      },
      async (request) =>
        ok(
          await previewChange(
            changeDeps(),
            request.params.ref,
            caller(request),
            request.body.change,
            readerLanguage(request),
          ),
        ),
    )

    app.post(
      '/rides/:ref/changes',
      {
        config: changeLimit,
        schema: {
          tags: ['rides'],
          summary: 'The ride’s one free change: applied at once, or waiting for its extra cost',
          description:
            'A change costing the same or less is applied at once and any difference refunded to ' +
            'the card; one costing more waits for its payment (`awaiting_payment`) unless the ' +
            'booking is billed on account (then 402 CREDIT_LIMIT_EXCEEDED when it would take ' +
            'the partner past its credit limit). A stale `expected_version`, a second change or one ' +
            'within 24 hours of pickup answers 409. A retry with the same `Idempotency-Key` ' +
            'answers the change it made.',
          headers: accessHeaders,
          params: rideParamsSchema,
          body: rideChangeBodySchema,
          response: { 200: successEnvelope(rideChangeResultSchema) },
        },
      },
      async (request) => {
        const deps = changeDeps()
        const answer = await requestChange(
          deps,
          request.params.ref,
          caller(request),
          request.body,
          request.headers[idempotencyHeader] as string | undefined,
        )
        if (answer.mailQueued) void parent.mailOutbox.deliverNow()
        return ok({
          change: changeRecordView(answer.change, answer.access),
          ride: await rideView(parent.db, answer.access, deps.now, readerLanguage(request)),
        })
      },
    )

    app.delete(
      '/rides/:ref/changes/:changeId',
      {
        config: changeLimit,
        schema: {
          tags: ['rides'],
          summary: 'Drop a change still waiting for its payment',
          headers: accessHeaders,
          params: rideChangeParamsSchema,
          response: { 200: successEnvelope(rideViewSchema) },
        },
      },
      async (request) => {
        const now = new Date()
        const access = await abandonChange(
          parent.db,
          request.params.ref,
          caller(request),
          request.params.changeId,
          now,
        )
        return ok(await rideView(parent.db, access, now, readerLanguage(request)))
      },
    )

    app.post(
      '/rides/:ref/changes/:changeId/payment',
      {
        config: accessLimit,
        schema: {
          tags: ['rides'],
          summary: 'Start paying a change’s extra cost: its open payment, made if need be',
          headers: accessHeaders,
          params: rideChangeParamsSchema,
          response: { 200: successEnvelope(paymentViewSchema) },
        },
      },
      async (request) =>
        sendPayment(
          await createChangePayment(
            paymentDeps(),
            request.params.ref,
            caller(request),
            request.params.changeId,
          ),
        ),
    )

    app.get(
      '/rides/:ref/changes/:changeId/payment',
      {
        config: accessLimit,
        schema: {
          tags: ['rides'],
          summary: 'A change’s latest payment, re-read from the gateway while not final',
          headers: accessHeaders,
          params: rideChangeParamsSchema,
          response: { 200: successEnvelope(paymentViewSchema) },
        },
      },
      async (request) =>
        sendPayment(
          await getChangePayment(
            paymentDeps(),
            request.params.ref,
            caller(request),
            request.params.changeId,
          ),
        ),
    )

    app.post(
      '/rides/:ref/changes/:changeId/payment/card',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['rides'],
          summary: 'Pay a change’s extra cost with a card through the sandbox gateway',
          headers: accessHeaders,
          params: rideChangeParamsSchema,
          body: paymentCardRequestSchema,
          response: { 200: successEnvelope(paymentViewSchema) },
        },
      },
      async (request) =>
        sendPayment(
          await payChangeWithCard(
            paymentDeps(),
            request.params.ref,
            caller(request),
            request.params.changeId,
            request.body,
            request.headers[idempotencyHeader] as string | undefined,
          ),
        ),
    )
  })
}
