import {
  cataloguePreviewSchema,
  serviceAreaChangeSchema,
  serviceAreaInputSchema,
  vehicleRateInputSchema,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { previewPrices } from './catalogue-preview'
import { areaView, rateView, vehicleClassView } from './catalogue-views'
import { changeArea, createArea, existingArea, setRate } from './manage-catalogue'
import { listAllServiceAreas, listAreaRates, listVehicleClasses } from './repository'

const tags = ['catalogue']
const security = [{ operatorToken: [] }]
const areaParams = z.object({ id: z.string().max(60) })
const rateParams = areaParams.extend({ classId: z.string().max(60) })

/**
 * The catalogue editor: service areas and each class's rates, under /api/v1/ops/catalogue.
 * Any operator reads; only an admin writes (docs/decisions/015-catalogue-editor.md).
 */
export const catalogueEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyOperator = app.requireOperator()
  const admin = app.requireOperator('admin')

  async function areaWithRates(id: string) {
    const [area, rates, classes] = await Promise.all([
      existingArea(app.db, id),
      listAreaRates(app.db, id),
      listVehicleClasses(app.db),
    ])
    return {
      area: areaView(area),
      rates: rates.map(rateView),
      vehicle_classes: classes.map(vehicleClassView),
    }
  }

  app.get(
    '/ops/catalogue/areas',
    { preHandler: anyOperator, schema: { tags, security, summary: 'Every service area' } },
    async () => {
      const [areas, rates] = await Promise.all([listAllServiceAreas(app.db), listAreaRates(app.db)])
      return ok({
        areas: areas.map((area) => ({
          ...areaView(area),
          vehicle_classes: rates.filter((rate) => rate.areaId === area.id && rate.active).length,
        })),
      })
    },
  )

  app.get(
    '/ops/catalogue/areas/:id',
    {
      preHandler: anyOperator,
      schema: { tags, security, summary: 'One area with its rates', params: areaParams },
    },
    async (request) => ok(await areaWithRates(request.params.id)),
  )

  app.post(
    '/ops/catalogue/areas',
    {
      preHandler: admin,
      schema: { tags, security, summary: 'Add a service area', body: serviceAreaInputSchema },
    },
    async (request, reply) => {
      const area = await createArea(app.db, signedInOperator(request), request.body)
      return reply.code(201).send(ok(await areaWithRates(area.id)))
    },
  )

  app.patch(
    '/ops/catalogue/areas/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Change, deactivate or reactivate a service area',
        params: areaParams,
        body: serviceAreaChangeSchema,
      },
    },
    async (request) => {
      await changeArea(app.db, signedInOperator(request), request.params.id, request.body)
      return ok(await areaWithRates(request.params.id))
    },
  )

  app.put(
    '/ops/catalogue/areas/:id/rates/:classId',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: "Set a vehicle class's rates in an area",
        params: rateParams,
        body: vehicleRateInputSchema,
      },
    },
    async (request) => {
      const { id, classId } = request.params
      const rate = await setRate(app.db, signedInOperator(request), id, classId, request.body)
      return ok({ rate: rateView(rate) })
    },
  )

  app.post(
    '/ops/catalogue/areas/:id/preview',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security,
        summary: 'Prices of a sample trip, with unsaved values if given',
        params: areaParams,
        body: cataloguePreviewSchema,
      },
    },
    async (request) =>
      ok({ vehicles: await previewPrices(app.db, request.params.id, request.body) }),
  )
}
