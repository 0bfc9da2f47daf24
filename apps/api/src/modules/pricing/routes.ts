import {
  priceCalculationRequestSchema,
  priceCalculationResponseSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { calculatePrices } from './calculate-prices'
import type { CatalogueSnapshot } from '../catalogue'
import type { RoutePlanner } from './routing'

export type PricingRoutesOptions = { catalogue: CatalogueSnapshot; planRoute: RoutePlanner }

/** `POST /prices/calculate`, registered under /api/v1. */
export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (
  app,
  { catalogue, planRoute },
) => {
  app.post(
    '/prices/calculate',
    {
      schema: {
        tags: ['pricing'],
        summary: 'Price every vehicle class for a trip and keep the prices as a 30-minute quote',
        body: priceCalculationRequestSchema,
        response: { 200: successEnvelope(priceCalculationResponseSchema) },
      },
      // Each call stores a quote; a traveller refreshes a handful of times, a scraper thousands.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const prices = await calculatePrices({ db: app.db, catalogue, planRoute }, request.body)
      // A partner sees its discount in the wizard's fare; bookings apply it on the server again.
      const discount = request.partner?.discountPercent
      return ok(discount ? { ...prices, partner_discount_percent: discount } : prices)
    },
  )
}
