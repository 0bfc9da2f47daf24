import type { FastifyPluginAsync } from 'fastify'
import { dispatchJobs } from './auto-dispatch'
import { offerExpiryJobs } from './offer-expiry'
import { opsOfferRoutes } from './ops-offer-routes'
import { providerAvailabilityRoutes } from './provider-availability-routes'
import { providerDispatchOptionRoutes } from './provider-dispatch-options'
import { providerDriverRoutes } from './provider-driver-routes'
import { providerJobRoutes } from './provider-job-routes'

// Offers of rides to providers and the provider portal's jobs (docs/decisions/
// 029-providers-and-drivers.md#offers).
export { expireOfferBatch, offerExpiryHandler, offerExpiryJobs } from './offer-expiry'
export { PROVIDER_JOBS_CHANNEL } from './repository'
export { registerDispatchHooks, runDispatchStep } from './auto-dispatch'

/** Registered under /api/v1. */
export const offersModule: FastifyPluginAsync<{ appBaseUrl: string }> = async (
  app,
  { appBaseUrl },
) => {
  await app.register(offerExpiryJobs)
  await app.register(dispatchJobs, { appBaseUrl })
  await app.register(opsOfferRoutes, { appBaseUrl })
  await app.register(providerJobRoutes, { appBaseUrl })
  await app.register(providerAvailabilityRoutes)
  await app.register(providerDispatchOptionRoutes)
  await app.register(providerDriverRoutes)
}
