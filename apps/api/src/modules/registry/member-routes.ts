import {
  driverChangeSchema,
  driverInputSchema,
  driverSchema,
  providerIdParamsSchema,
  providerMemberParamsSchema,
  successEnvelope,
  vehicleChangeSchema,
  vehicleInputSchema,
  vehicleSchema,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { addDriver, addVehicle, changeDriver, changeVehicle } from './manage-registry'
import { driverView, vehicleView } from './registry-views'

const tags = ['registry']
const security = [{ operatorToken: [] }]
const driverResponse = successEnvelope(z.object({ driver: driverSchema }))
const vehicleResponse = successEnvelope(z.object({ vehicle: vehicleSchema }))
const homeBaseNote =
  '`home_base` is where the driver starts from, `{ lat, lng }` of a place picked in the place ' +
  'search: auto-assign measures from it when the driver has shared no position in the last day.'

/** A provider's drivers and vehicles; any operator may manage them. Registered under /api/v1. */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireOperator()

  app.post(
    '/ops/providers/:id/drivers',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a driver to a provider',
        description: homeBaseNote,
        params: providerIdParamsSchema,
        body: driverInputSchema,
        response: { 201: driverResponse },
      },
    },
    async (request, reply) => {
      const driver = await addDriver(
        app.db,
        signedInOperator(request),
        request.params.id,
        request.body,
      )
      return reply.code(201).send(ok({ driver: driverView(driver) }))
    },
  )

  app.patch(
    '/ops/providers/:id/drivers/:memberId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Change a provider's driver; `active: false` deactivates them",
        description: `${homeBaseNote} \`home_base: null\` clears it.`,
        params: providerMemberParamsSchema,
        body: driverChangeSchema,
        response: { 200: driverResponse },
      },
    },
    async (request) => {
      const { id, memberId } = request.params
      return ok({
        driver: driverView(
          await changeDriver(app.db, signedInOperator(request), id, memberId, request.body),
        ),
      })
    },
  )

  app.post(
    '/ops/providers/:id/vehicles',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Add a vehicle to a provider',
        description: 'A plate this provider already has answers 409 with a message on `plate`.',
        params: providerIdParamsSchema,
        body: vehicleInputSchema,
        response: { 201: vehicleResponse },
      },
    },
    async (request, reply) => {
      const vehicle = await addVehicle(
        app.db,
        signedInOperator(request),
        request.params.id,
        request.body,
      )
      return reply.code(201).send(ok({ vehicle: vehicleView(vehicle) }))
    },
  )

  app.patch(
    '/ops/providers/:id/vehicles/:memberId',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Change a provider's vehicle; `active: false` deactivates it",
        params: providerMemberParamsSchema,
        body: vehicleChangeSchema,
        response: { 200: vehicleResponse },
      },
    },
    async (request) => {
      const { id, memberId } = request.params
      return ok({
        vehicle: vehicleView(
          await changeVehicle(app.db, signedInOperator(request), id, memberId, request.body),
        ),
      })
    },
  )
}
