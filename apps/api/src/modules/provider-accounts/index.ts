import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createBackgroundWork } from '../../lib/background-work'
import { providerAccountRoutes } from './account-routes'
import { providerAuthRoutes } from './auth-routes'
import { providerUserOpsRoutes } from './ops-routes'
import { createProviderCounters } from './provider-limits'

// `findProviderUserBySession` is for app.ts, which hands it to the provider-auth plugin.
export {
  endAllProviderSessions,
  endProviderSession,
  findProviderUserBySession,
  PROVIDER_SESSION_DAYS,
  startProviderSession,
} from './session-repository'

/**
 * Provider portal accounts for app.ts (docs/decisions/029-providers-and-drivers.md#provider-accounts):
 * invitations from the registry, set-password links, sign-in with optional TOTP, the account.
 */
export const providerAccountsModule: FastifyPluginAsyncZod<{ appBaseUrl: string }> = async (
  app,
  { appBaseUrl },
) => {
  const counters = createProviderCounters(app)
  const background = createBackgroundWork(app.log.child({ module: 'provider-accounts' }))
  app.addHook('onClose', () => background.settle())
  await app.register(providerAuthRoutes, { counters, background, appBaseUrl })
  await app.register(providerAccountRoutes, { counters })
  await app.register(providerUserOpsRoutes, { appBaseUrl })
}
