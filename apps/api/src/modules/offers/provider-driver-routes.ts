import { driverHomeBaseInputSchema, providerDriverSchema, successEnvelope } from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { requireProviderUser, signedInProviderUser } from '../../plugins/provider-auth'
import { setDriverHomeBase } from '../registry'
import { providerDriverView } from './job-view'

const tags = ['provider portal']
const security = [{ providerToken: [] }]
const driverParamsSchema = z.object({ driverId: z.string().max(100) })

/**
 * What the provider keeps of its own drivers besides their time: the home base auto-assign
 * measures from (docs/decisions/035-automatic-dispatch.md#provider-options). Registered under
 * /api/v1.
 */
export const providerDriverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/provider/drivers/:driverId/home-base',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security,
        summary: 'Set or clear a driver’s home base',
        description:
          'A point picked in the place search (`GET /places/search`), or `null` to clear it. ' +
          'Auto-assign measures from it when the driver has shared no position in the last day. ' +
          'Another provider’s driver answers 404, as an unknown one does.',
        params: driverParamsSchema,
        body: driverHomeBaseInputSchema,
        response: { 200: successEnvelope(z.object({ driver: providerDriverSchema })) },
      },
    },
    async (request) => {
      const { providerId } = signedInProviderUser(request)
      const { driverId } = request.params
      const driver = await setDriverHomeBase(app.db, providerId, driverId, request.body.home_base)
      return ok({ driver: providerDriverView(driver) })
    },
  )
}
