import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { partnerTeamRoutes } from './routes'
import { createTeamCounters } from './team-limits'

/**
 * A partner's team for app.ts (docs/decisions/030-partner-business-tools.md): admins invite
 * colleagues as admins or bookers, change their roles and remove them; an invited colleague
 * chooses a password from the mailed link and signs in on the partner sign-in.
 */
export const partnerTeamModule: FastifyPluginAsyncZod<{ appBaseUrl: string }> = async (
  app,
  { appBaseUrl },
) => {
  await app.register(partnerTeamRoutes, { appBaseUrl, counters: createTeamCounters(app) })
}
