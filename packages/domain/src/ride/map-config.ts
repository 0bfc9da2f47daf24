import { z } from 'zod'

/**
 * GET /map-config: where the ride map gets its tiles (docs/decisions/041-ride-map.md). Both null
 * when no tile source is configured: the map then draws its points on a plain background.
 */
export const mapConfigSchema = z.object({
  /** A tile template with {z}, {x} and {y}, e.g. https://tiles.example/{z}/{x}/{y}.png. */
  tile_url: z.string().nullable(),
  /** The credit line the tile source asks for, shown on the map; null without one. */
  attribution: z.string().nullable(),
})
export type MapConfig = z.infer<typeof mapConfigSchema>
