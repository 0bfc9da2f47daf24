import type { FastifyPluginAsync } from 'fastify'
import { createCatalogueSnapshot } from '../catalogue'
import { pricingRoutes } from './routes'
import { createRoutePlanner } from './routing'

export type PricingModuleOptions = { routingUrl: string | undefined }

/** The pricing feature for app.ts: price calculation, routed through ROUTING_URL when set. */
export const pricingModule: FastifyPluginAsync<PricingModuleOptions> = async (
  app,
  { routingUrl },
) => {
  const planRoute = createRoutePlanner({
    routingUrl,
    log: app.log.child({ module: 'pricing' }),
  })
  const catalogue = createCatalogueSnapshot(app.db)
  await app.register(pricingRoutes, { catalogue, planRoute })
}

// For the bookings feature: the stored quote a booking is priced from.
export { findQuote } from './repository'
export {
  QUOTE_LIFETIME_MINUTES,
  quotedVehicleRecordSchema,
  type Quote,
  type QuotedVehicleRecord,
} from './quote'
export { calculatePrices } from './calculate-prices'
