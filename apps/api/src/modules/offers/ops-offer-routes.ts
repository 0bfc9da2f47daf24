import {
  opsBookingParamsSchema,
  opsRideOffersSchema,
  rideOfferInputSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { bookingOffers, offerRide, withdrawOffers } from './offer-ride'

const tags = ['ops-bookings']
const security = [{ operatorToken: [] }]
const offersResponse = successEnvelope(opsRideOffersSchema)

const withdrawSchema = z.object({ offer_id: z.uuid().optional() }).default({})

/** The console's offers of one booking to providers; any operator, as for assignment. */
export const opsOfferRoutes: FastifyPluginAsyncZod<{ appBaseUrl: string }> = async (
  app,
  { appBaseUrl },
) => {
  const preHandler = app.requireOperator()

  app.get(
    '/ops/bookings/:id/offers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The ride’s offers to providers, newest first, and whether it can be offered',
        params: opsBookingParamsSchema,
        response: { 200: offersResponse },
      },
    },
    async (request) => ok(await bookingOffers(app.db, request.params.id)),
  )

  app.post(
    '/ops/bookings/:id/offers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary:
          'Offer a confirmed, unassigned ride to one provider or to every provider of its area',
        description:
          '`to: "provider"` with `provider_id`, or `to: "area"` for every active provider serving ' +
          'the ride’s area (providers already holding an open offer are skipped); ' +
          '`expires_in_minutes` 5–1440, 30 by default. The first provider to accept gets the ' +
          'ride. 409 when the ride is not confirmed and free, or nobody is left to offer it to.',
        params: opsBookingParamsSchema,
        body: rideOfferInputSchema,
        response: { 201: offersResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      await offerRide(app.db, signedInOperator(request), id, request.body, appBaseUrl)
      return reply.code(201).send(ok(await bookingOffers(app.db, id)))
    },
  )

  app.post(
    '/ops/bookings/:id/offers/withdraw',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Withdraw the ride’s open offers, or the one named by `offer_id`',
        params: opsBookingParamsSchema,
        body: withdrawSchema,
        response: { 200: offersResponse },
      },
    },
    async (request) => {
      const { id } = request.params
      await withdrawOffers(app.db, signedInOperator(request), id, request.body?.offer_id)
      return ok(await bookingOffers(app.db, id))
    },
  )
}
