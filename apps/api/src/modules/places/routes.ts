import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { successEnvelope } from '@ridelane/domain'
import { ok } from '../../http/envelope'
import { compiledResponse } from '../../http/serializer'
import { createPlaceFinder, type PlaceFinder } from './place-finder'
import { placeSearchQuerySchema, placeSearchResponseSchema } from './schemas'
import { warmPlaceSearch } from './search'

/** What one address may search per minute: a fast typist filling both place fields twice. */
export const PLACE_SEARCH_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const

export type PlacesRoutesOptions = {
  /** Gazetteer plus a geocoder when configured; the gazetteer alone by default. */
  findPlaces?: PlaceFinder
}

/** `GET /places/search?q=&limit=&near=`, registered under /api/v1. */
export const placesRoutes: FastifyPluginAsyncZod<PlacesRoutesOptions> = async (app, options) => {
  const findPlaces = options.findPlaces ?? createPlaceFinder({ log: app.log })
  // Build the index while the server starts, not during the first traveller's request.
  app.addHook('onReady', async () => warmPlaceSearch())

  app.get(
    '/places/search',
    {
      schema: {
        tags: ['places'],
        summary: 'Search airports, cities, districts, landmarks and addresses by name or IATA code',
        querystring: placeSearchQuerySchema,
        // Written by a compiled serializer: every place comes from the gazetteer, checked when
        // loaded, or from a geocoder, checked when it answers (place-finder.ts).
        response: { 200: compiledResponse(successEnvelope(placeSearchResponseSchema)) },
      },
      // Each search costs CPU on the event loop every other client shares.
      config: { rateLimit: PLACE_SEARCH_RATE_LIMIT },
    },
    async (request) => {
      const { q, limit, near } = request.query
      return ok({ places: await findPlaces(q, limit, near) })
    },
  )
}
