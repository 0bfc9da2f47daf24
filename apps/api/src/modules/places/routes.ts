import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { successEnvelope } from '@ridelane/domain'
import { ok } from '../../http/envelope'
import { placeSearchQuerySchema, placeSearchResponseSchema } from './schemas'
import { searchPlaces, warmPlaceSearch } from './search'

/** `GET /places/search?q=&limit=`, registered under /api/v1. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Build the index while the server starts, not during the first traveller's request.
  app.addHook('onReady', async () => warmPlaceSearch())

  app.get(
    '/places/search',
    {
      schema: {
        tags: ['places'],
        summary: 'Search airports, cities and landmarks by name or IATA code',
        querystring: placeSearchQuerySchema,
        response: { 200: successEnvelope(placeSearchResponseSchema) },
      },
    },
    async (request) => {
      const { q, limit } = request.query
      return ok({ places: searchPlaces(q, limit) })
    },
  )
}
