import {
  providerChangeSchema,
  providerDetailSchema,
  providerIdParamsSchema,
  providerInputSchema,
  providerListSchema,
  providerSchema,
  registryChoicesSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { changeProvider, createProvider, providerWithMembers } from './manage-registry'
import { driverView, providerSummaryView, providerView, vehicleView } from './registry-views'
import { catalogueChoices, listProvidersWithCounts } from './repository'

const tags = ['registry']
const security = [{ operatorToken: [] }]
const providerResponse = successEnvelope(z.object({ provider: providerSchema }))

/** Providers themselves; registered under /api/v1 (docs/decisions/013-provider-registry.md). */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyOperator = app.requireOperator()

  app.get(
    '/ops/providers',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security,
        summary: 'Every provider, with how many drivers and vehicles it has',
        response: { 200: successEnvelope(providerListSchema) },
      },
    },
    async () => ok({ providers: (await listProvidersWithCounts(app.db)).map(providerSummaryView) }),
  )

  app.get(
    '/ops/providers/choices',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security,
        summary: 'The service areas and vehicle classes the registry forms offer',
        response: { 200: successEnvelope(registryChoicesSchema) },
      },
    },
    async () => ok(await catalogueChoices(app.db)),
  )

  app.post(
    '/ops/providers',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags,
        security,
        summary: 'Add a provider (admin only)',
        body: providerInputSchema,
        response: { 201: providerResponse },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        ok({
          provider: providerView(
            await createProvider(app.db, signedInOperator(request), request.body),
          ),
        }),
      ),
  )

  app.get(
    '/ops/providers/:id',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security,
        summary: 'One provider with its drivers and vehicles',
        params: providerIdParamsSchema,
        response: { 200: successEnvelope(providerDetailSchema) },
      },
    },
    async (request) => {
      const { provider, drivers, vehicles } = await providerWithMembers(app.db, request.params.id)
      return ok({
        provider: providerView(provider),
        drivers: drivers.map(driverView),
        vehicles: vehicles.map(vehicleView),
      })
    },
  )

  app.patch(
    '/ops/providers/:id',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security,
        summary: 'Change a provider; `active: false` deactivates it',
        description:
          'Dispatchers may change contact details and service areas; only an admin may change ' +
          'the commission or deactivate and reactivate a provider.',
        params: providerIdParamsSchema,
        body: providerChangeSchema,
        response: { 200: providerResponse },
      },
    },
    async (request) => {
      const actor = signedInOperator(request)
      const provider = await changeProvider(app.db, actor, request.params.id, request.body)
      return ok({ provider: providerView(provider) })
    },
  )
}
