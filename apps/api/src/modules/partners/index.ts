import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { partnerAccountRoutes } from './account-routes'
import { affiliateRoutes } from './affiliate-routes'
import { partnerAuthRoutes } from './auth-routes'
import { createBackgroundWork } from '../../lib/background-work'
import { createPartnerCounters } from './partner-limits'
import { opsPartnerRoutes } from './ops-routes'
import { passwordResetRoutes } from './password-reset-routes'

// The provider portal signs in with the partners' limits and delay.
export { partnerLimits, signInDelayMs } from './partner-limits'
// For app.ts, which hands it to the partner-auth plugin to turn a bearer token into `request.partner`.
export { findPartnerBySession } from './repository'

export type PartnersModuleOptions = { appBaseUrl: string }

/**
 * The partner portal's API for app.ts (docs/architecture.md#api, docs/product.md#endpoints).
 * `request.partner` comes from the partner-auth plugin; POST /partners/bookings belongs to the
 * bookings module.
 */
export const partnersModule: FastifyPluginAsyncZod<PartnersModuleOptions> = async (
  app,
  { appBaseUrl },
) => {
  const counters = createPartnerCounters(app)
  const background = createBackgroundWork(app.log.child({ module: 'partners' }))
  app.addHook('onClose', () => background.settle())
  await app.register(partnerAuthRoutes, { counters, appBaseUrl })
  await app.register(passwordResetRoutes, { counters, background, appBaseUrl })
  await app.register(partnerAccountRoutes)
  await app.register(opsPartnerRoutes)
  await app.register(affiliateRoutes)
}
