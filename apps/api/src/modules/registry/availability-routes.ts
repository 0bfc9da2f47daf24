import {
  driverAvailabilitySchema,
  providerMemberParamsSchema,
  successEnvelope,
  timeOffInputSchema,
  workingHoursInputSchema,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import {
  addTimeOff,
  driverAvailability,
  removeTimeOff,
  setWorkingHours,
  type AvailabilityActor,
} from './driver-availability'

const tags = ['registry']
const security = [{ operatorToken: [] }]
const availabilityResponse = successEnvelope(driverAvailabilitySchema)
const timeOffParamsSchema = providerMemberParamsSchema.extend({ timeOffId: z.string().max(100) })
const answers = 'Answers the driver’s whole availability, as GET does.'

/**
 * A provider's driver's working hours and time off (docs/decisions/034-driver-availability.md);
 * any operator may keep them, each change audited. Registered under /api/v1.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireOperator()
  const operator = (request: Parameters<typeof signedInOperator>[0]): AvailabilityActor => ({
    kind: 'operator',
    id: signedInOperator(request).id,
  })

  app.get(
    '/ops/providers/:id/drivers/:memberId/availability',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'A driver’s working week and the time off not yet ended',
        params: providerMemberParamsSchema,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const { id, memberId } = request.params
      return ok(await driverAvailability(app.db, id, memberId))
    },
  )

  app.put(
    '/ops/providers/:id/drivers/:memberId/working-hours',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Replace a driver’s working week; an empty list keeps no hours',
        description: answers,
        params: providerMemberParamsSchema,
        body: workingHoursInputSchema,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const { id, memberId } = request.params
      return ok(await setWorkingHours(app.db, operator(request), id, memberId, request.body))
    },
  )

  app.post(
    '/ops/providers/:id/drivers/:memberId/time-off',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a span of time off for a driver',
        description: answers,
        params: providerMemberParamsSchema,
        body: timeOffInputSchema,
        response: { 201: availabilityResponse },
      },
    },
    async (request, reply) => {
      const { id, memberId } = request.params
      const availability = await addTimeOff(app.db, operator(request), id, memberId, request.body)
      return reply.code(201).send(ok(availability))
    },
  )

  app.delete(
    '/ops/providers/:id/drivers/:memberId/time-off/:timeOffId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Remove one of a driver’s time off',
        description: answers,
        params: timeOffParamsSchema,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const { id, memberId, timeOffId } = request.params
      return ok(await removeTimeOff(app.db, operator(request), id, memberId, timeOffId))
    },
  )
}
