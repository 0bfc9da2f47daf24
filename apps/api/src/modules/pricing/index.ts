import type { FastifyPluginAsync } from 'fastify'
import { createCatalogueSnapshot } from '../catalogue'
import { scheduleQuoteCleanup } from './quote-cleanup'
import { pricingRoutes } from './routes'
import { createRoutePlanner } from './routing'

export type PricingModuleOptions = {
  routingUrl: string | undefined
  /** How often each process removes expired quotes; default QUOTE_CLEANUP.intervalMs. */
  quoteCleanupIntervalMs?: number
}

/** The pricing feature for app.ts: price calculation, routed through ROUTING_URL when set. */
export const pricingModule: FastifyPluginAsync<PricingModuleOptions> = async (
  app,
  { routingUrl, quoteCleanupIntervalMs },
) => {
  const planRoute = createRoutePlanner({
    routingUrl,
    log: app.log.child({ module: 'pricing' }),
  })
  const catalogue = createCatalogueSnapshot(app.db)
  await app.register(pricingRoutes, { catalogue, planRoute })

  const cleanup = scheduleQuoteCleanup({
    db: app.db,
    log: app.log.child({ module: 'quote-cleanup' }),
    intervalMs: quoteCleanupIntervalMs,
  })
  app.addHook('onReady', async () => cleanup.start())
  app.addHook('onClose', () => cleanup.stop())
}

// For the bookings feature: the signed quote a booking is priced from, stored with the booking.
export { findQuote, storeQuoteUnlessStored } from './repository'
export {
  createQuoteSigner,
  type QuoteContent,
  type QuoteReading,
  type QuoteRefusal,
  type QuoteSigner,
} from './quote-signing'
export {
  QUOTE_CLEANUP,
  QUOTE_LIFETIME_MINUTES,
  QUOTE_RATE_LIMIT,
  quotedVehicleRecordSchema,
  quotedVehicleRecordsSchema,
  type Quote,
  type QuotedVehicleRecord,
} from './quote'
// For the payments feature too: the sandbox gateway keeps its webhook key the same way.
export { serverSecret } from './repository'
export { airportAt, calculatePrices, isAirport } from './calculate-prices'
export { removeExpiredQuotes } from './quote-cleanup'
export { quoteSigningPlugin } from './signing-plugin'
// For the ride page's changes (modules/rides): a new pickup time or dropoff is priced again.
export { createRoutePlanner, type RoutePlanner } from './routing'
