import {
  driverAvailabilitySchema,
  successEnvelope,
  timeOffInputSchema,
  workingHoursInputSchema,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { requireProviderUser, signedInProviderUser } from '../../plugins/provider-auth'
import {
  addTimeOff,
  driverAvailability,
  removeTimeOff,
  setWorkingHours,
  type AvailabilityActor,
} from '../registry'

const tags = ['provider portal']
const security = [{ providerToken: [] }]
const preHandler = requireProviderUser
const availabilityResponse = successEnvelope(driverAvailabilitySchema)
const driverParamsSchema = z.object({ driverId: z.string().max(100) })
const timeOffParamsSchema = driverParamsSchema.extend({ timeOffId: z.string().max(100) })
const answers = 'Answers the driver’s whole availability, as GET does.'
const notYours = 'Another provider’s driver answers 404, as an unknown one does.'

/**
 * The provider's own drivers' working hours and time off, kept through the registry's functions
 * (docs/decisions/034-driver-availability.md). Registered under /api/v1.
 */
export const providerAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOf = (request: Parameters<typeof signedInProviderUser>[0]) => {
    const user = signedInProviderUser(request)
    const actor: AvailabilityActor = { kind: 'provider', id: user.id }
    return { actor, providerId: user.providerId }
  }

  app.get(
    '/provider/drivers/:driverId/availability',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One of the provider’s drivers: the working week and the time off not yet ended',
        description: notYours,
        params: driverParamsSchema,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const { providerId } = userOf(request)
      return ok(await driverAvailability(app.db, providerId, request.params.driverId))
    },
  )

  app.put(
    '/provider/drivers/:driverId/working-hours',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Replace a driver’s working week; an empty list keeps no hours',
        description: `${answers} ${notYours}`,
        params: driverParamsSchema,
        body: workingHoursInputSchema,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const { actor, providerId } = userOf(request)
      const { driverId } = request.params
      return ok(await setWorkingHours(app.db, actor, providerId, driverId, request.body))
    },
  )

  app.post(
    '/provider/drivers/:driverId/time-off',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a span of time off for a driver',
        description: `${answers} ${notYours}`,
        params: driverParamsSchema,
        body: timeOffInputSchema,
        response: { 201: availabilityResponse },
      },
    },
    async (request, reply) => {
      const { actor, providerId } = userOf(request)
      const { driverId } = request.params
      const availability = await addTimeOff(app.db, actor, providerId, driverId, request.body)
      return reply.code(201).send(ok(availability))
    },
  )

  app.delete(
    '/provider/drivers/:driverId/time-off/:timeOffId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove one of a driver’s time off',
        description: `${answers} ${notYours}`,
        params: timeOffParamsSchema,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const { actor, providerId } = userOf(request)
      const { driverId, timeOffId } = request.params
      return ok(await removeTimeOff(app.db, actor, providerId, driverId, timeOffId))
    },
  )
}
