import { mapConfigSchema, successEnvelope } from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MapTilesConfig } from '../../config'
import { ok } from '../../http/envelope'

export type MapConfigOptions = { tiles: MapTilesConfig | undefined }

/**
 * GET /map-config: the tile template and credit line for the ride map, or nulls when none is set
 * and the map draws its points on a plain background (docs/decisions/041-ride-map.md). Public: a
 * tile address is no secret, the browser fetches every tile from it anyway.
 */
export const mapConfigRoutes: FastifyPluginAsyncZod<MapConfigOptions> = async (app, options) => {
  const answer = {
    tile_url: options.tiles?.url ?? null,
    attribution: options.tiles?.attribution ?? null,
  }
  app.get(
    '/map-config',
    {
      schema: {
        tags: ['rides'],
        summary: 'Where the ride map gets its tiles, if anywhere',
        response: { 200: successEnvelope(mapConfigSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300')
      return ok(answer)
    },
  )
}
