import {
  BOOKING_TOKEN_HEADER,
  rideCancelRequestSchema,
  rideParamsSchema,
  rideRatingRequestSchema,
  rideViewSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { refuseInvalidPartnerToken, refuseKeyWithoutScope } from '../../plugins/partner-auth'
import { cancelRide, settleRideCancellation } from './cancel-ride'
import { rateRide } from './rate-ride'
import { findRide, type RideCaller } from './ride-access'
import { rideView } from './ride-view'
import { requireBookingCredentials } from '../../http/booking-credentials'
import { readerLanguage } from '../../http/reader-language'

// What a traveller (or the partner who booked) does to a ride besides changing it: cancel it,
// and rate it once it is over (docs/decisions/028-ride-page.md). Under /api/v1.

export type RideActionRoutesOptions = {
  /** The web app's address, for the ride link in the cancellation mail. */
  appBaseUrl: string
}

const tokenHeader = BOOKING_TOKEN_HEADER.toLowerCase()
// Loose: the other headers (Authorization, …) must survive validation.
const headers = z.looseObject({ [tokenHeader]: z.string().max(200).optional() })
const tags = ['rides']
const security: Array<Record<string, string[]>> = [{ bookingToken: [] }, { partnerToken: [] }]
const accessNote =
  'Send the booking’s token or a ride link token as `X-Booking-Token`, or sign in as the partner ' +
  'the booking belongs to. No credentials: 401; any other booking, or a wrong token: 404.'
// A traveller presses these once or twice; a script trying tokens is slowed down.
const actionLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } }

function callerOf(request: FastifyRequest): RideCaller {
  const token = request.headers[tokenHeader]
  return {
    bookingToken: typeof token === 'string' && token ? token : undefined,
    partner: request.partner,
  }
}

export const rideActionRoutes: FastifyPluginAsyncZod<RideActionRoutesOptions> = async (
  app,
  { appBaseUrl },
) => {
  // Every call here is about one booking: no credentials at all is 401 before the body is read.
  app.addHook('onRequest', requireBookingCredentials)
  app.addHook('preHandler', refuseInvalidPartnerToken)
  app.addHook('preHandler', refuseKeyWithoutScope('bookings:write'))

  app.post(
    '/rides/:ref/cancel',
    {
      config: actionLimit,
      schema: {
        tags,
        security,
        summary: 'Cancel the ride, with the cancellation policy’s refund for the notice left',
        description:
          `${accessNote} The refund is the policy's share of what was paid for the notice ` +
          'before pickup, given back through the payment gateway; the traveller gets a mail. ' +
          'Asking again once cancelled answers the same. After the pickup time, or once the ride ' +
          'has started: 409 INVALID_TRANSITION. A stale `expected_version`: 409 CONFLICT.',
        headers,
        params: rideParamsSchema,
        body: rideCancelRequestSchema,
        response: { 200: successEnvelope(rideViewSchema) },
      },
    },
    async (request) => {
      const cancelled = await cancelRide(
        app.db,
        request.params.ref,
        callerOf(request),
        request.body,
        appBaseUrl,
      )
      if (cancelled.mailQueued) void app.mailOutbox.deliverNow()
      await settleRideCancellation(app.db, app.payments, request.log, cancelled)
      return ok(
        await rideView(
          app.db,
          await findRide(app.db, request.params.ref, callerOf(request)),
          new Date(),
          readerLanguage(request),
        ),
      )
    },
  )

  app.post(
    '/rides/:ref/rating',
    {
      config: actionLimit,
      schema: {
        tags,
        security,
        summary: 'Rate the ride once it is over (1 to 5 stars and a comment)',
        description:
          `${accessNote} Only a completed ride can be rated (409 INVALID_TRANSITION before), ` +
          'and only once (409 CONFLICT the second time).',
        headers,
        params: rideParamsSchema,
        body: rideRatingRequestSchema,
        response: { 200: successEnvelope(rideViewSchema) },
      },
    },
    async (request) => {
      await rateRide(app.db, request.params.ref, callerOf(request), request.body)
      return ok(
        await rideView(
          app.db,
          await findRide(app.db, request.params.ref, callerOf(request)),
          new Date(),
          readerLanguage(request),
        ),
      )
    },
  )
}
