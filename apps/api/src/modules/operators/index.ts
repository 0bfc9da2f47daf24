import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { operatorAccountRoutes } from './account-routes'
import { operatorAdminRoutes } from './admin-routes'
import { operatorAuthRoutes } from './auth-routes'
import { createOperatorCounters } from './operator-limits'

// For app.ts, which hands `resumeSession` to the operator-auth plugin, and the ops command line.
export { callInAdmins, type CallIn } from './call-in-admins'
export { createAdmin } from './create-admin'
export { resumeSession } from './operator-sessions'

export type OperatorsModuleOptions = { appBaseUrl: string }

/**
 * The operator console's accounts (docs/decisions/010-operator-accounts.md). Console features
 * guard their own routes with `app.requireOperator()` or `app.requireOperator('admin')`.
 */
export const operatorsModule: FastifyPluginAsyncZod<OperatorsModuleOptions> = async (
  app,
  { appBaseUrl },
) => {
  const counters = createOperatorCounters(app)
  await app.register(operatorAuthRoutes, { counters })
  await app.register(operatorAccountRoutes)
  await app.register(operatorAdminRoutes, { counters, appBaseUrl })
}
