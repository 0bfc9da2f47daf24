import {
  DEFAULT_PROVIDER_AREA_OPTIONS,
  DomainError,
  dispatchMessages,
  providerAreaOptionsInputSchema,
  providerDispatchOptionsSchema,
  successEnvelope,
  type ProviderAreaOptions,
  type ProviderAreaOptionsInput,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../db/client'
import { ok } from '../../http/envelope'
import { requireProviderUser, signedInProviderUser } from '../../plugins/provider-auth'
import { areasOfProvider, optionsOfProvider, saveAreaOptions } from './dispatch-repository'

// A provider's own automatic-dispatch options per area (docs/decisions/
// 035-automatic-dispatch.md#provider-options): auto-accept with its window, and auto-assign.

/** The provider's areas, each with its options (the defaults where none were saved). */
export async function providerDispatchOptions(
  db: Database,
  providerId: string,
): Promise<ProviderAreaOptions[]> {
  const [areas, rows] = await Promise.all([
    areasOfProvider(db, providerId),
    optionsOfProvider(db, providerId),
  ])
  const byArea = new Map(rows.map((row) => [row.areaId, row]))
  return areas.map((area) => {
    const row = byArea.get(area.id)
    return {
      area_id: area.id,
      area_name: area.name,
      time_zone: area.timezone,
      ...(row
        ? {
            auto_accept: row.autoAccept,
            accept_from: row.acceptFrom,
            accept_to: row.acceptTo,
            auto_assign: row.autoAssign,
          }
        : DEFAULT_PROVIDER_AREA_OPTIONS),
    }
  })
}

/** Saves the options of one of the provider's own areas; another area is 404. */
export async function setProviderDispatchOptions(
  db: Database,
  providerId: string,
  areaId: string,
  input: ProviderAreaOptionsInput,
) {
  const areas = await areasOfProvider(db, providerId)
  if (!areas.some((area) => area.id === areaId)) {
    throw new DomainError('NOT_FOUND', dispatchMessages.areaNotServed)
  }
  await saveAreaOptions(db, providerId, areaId, {
    autoAccept: input.auto_accept,
    acceptFrom: input.accept_from,
    acceptTo: input.accept_to,
    autoAssign: input.auto_assign,
  })
  return providerDispatchOptions(db, providerId)
}

const tags = ['provider portal']
const security = [{ providerToken: [] }]
const response = { 200: successEnvelope(providerDispatchOptionsSchema) }

/** Registered under /api/v1; any signed-in user of the provider. */
export const providerDispatchOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const providerOf = (request: Parameters<typeof signedInProviderUser>[0]) =>
    signedInProviderUser(request).providerId

  app.get(
    '/provider/dispatch-options',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security,
        summary: 'The provider’s auto-accept and auto-assign options in each of its areas',
        response,
      },
    },
    async (request) => ok({ areas: await providerDispatchOptions(app.db, providerOf(request)) }),
  )

  app.put(
    '/provider/dispatch-options/:areaId',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security,
        summary: 'Sets the provider’s options in one of its areas; answers every area’s',
        params: z.object({ areaId: z.string().max(60) }),
        body: providerAreaOptionsInputSchema,
        response,
      },
    },
    async (request) => {
      const areas = await setProviderDispatchOptions(
        app.db,
        providerOf(request),
        request.params.areaId,
        request.body,
      )
      return ok({ areas })
    },
  )
}
