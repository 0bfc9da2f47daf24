import {
  priceCalculationRequestSchema,
  priceCalculationResponseSchema,
  quotedRatePlan,
  quoteTokenSchema,
  routeEstimateQuerySchema,
  routeEstimateSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { compiledResponse, unescapedText } from '../../http/serializer'
import { refuseInvalidApiKey, refuseKeyWithoutScope } from '../../plugins/partner-auth'
import { calculatePrices } from './calculate-prices'
import { estimateTripRoute } from './estimate-route'
import { QUOTE_RATE_LIMIT } from './quote'
import type { CatalogueSnapshot } from '../catalogue'
import { placeById } from '../places'
import type { RoutePlanner } from './routing'

// The signed quote is base64url parts and a key id of word characters (config.ts checks each id),
// so the compiled serializer writes its kilobytes without the escape scan.
unescapedText(quoteTokenSchema)

export type PricingRoutesOptions = { catalogue: CatalogueSnapshot; planRoute: RoutePlanner }

/** `POST /prices/calculate` and `GET /routes/estimate`, registered under /api/v1. */
export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (
  app,
  { catalogue, planRoute },
) => {
  // The search's places by id: the gazetteer's, or one a geocoder answered with (kept in the db).
  const findPlace = placeById(app.db)
  app.post(
    '/prices/calculate',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Price every vehicle class for a trip, as a signed quote that holds 30 minutes',
        description:
          'Stores nothing: `quote_id` is the signed quote (the priced trip and the server’s ' +
          'signature). Send it back unchanged as the booking’s `quote_id`; an edited quote is ' +
          'refused with 409 QUOTE_INVALID, an expired one with 409 QUOTE_EXPIRED.',
        body: priceCalculationRequestSchema,
        // Written by a compiled serializer: the server builds every field from the catalogue and
        // its own pricing, so zod's check of each answer only cost time (decision 020).
        response: { 200: compiledResponse(successEnvelope(priceCalculationResponseSchema)) },
      },
      // Nothing is stored; QUOTE_RATE_LIMIT bounds the pricing and routing work one address asks.
      config: { rateLimit: QUOTE_RATE_LIMIT },
      preHandler: [refuseInvalidApiKey, refuseKeyWithoutScope('quotes')],
    },
    async (request) => {
      const ratePlan = request.partner?.ratePlan
      const prices = await calculatePrices(
        { signer: app.quoteSigner, catalogue, planRoute, findPlace, ratePlan },
        request.body,
      )
      if (!ratePlan) return ok(prices)
      // A partner sees its net and selling prices, and its discount in the wizard's fare; the
      // booking prices everything on the server again (docs/decisions/043-partner-rate-plans.md).
      const discount = ratePlan.kind === 'discount' ? ratePlan.discountPercent : 0
      return ok({
        ...prices,
        ...(discount ? { partner_discount_percent: discount } : {}),
        partner_rate_plan: quotedRatePlan(ratePlan),
      })
    },
  )

  app.get(
    '/routes/estimate',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Road distance and driving time between two places, before a date is chosen',
        querystring: routeEstimateQuerySchema,
        response: { 200: successEnvelope(routeEstimateSchema) },
      },
      // The wizard asks once per pair of places; a router behind it may be a paid service.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      preHandler: [refuseInvalidApiKey, refuseKeyWithoutScope('quotes')],
    },
    async (request) => ok(await estimateTripRoute({ catalogue, planRoute }, request.query)),
  )
}
