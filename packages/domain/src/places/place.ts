import { z } from 'zod'
import { latitudeSchema, longitudeSchema } from '../trip/ride-details'
import { timeZoneSchema } from '../trip/zoned-time'

// GET /api/v1/places/search?q= (ARCHITECTURE.md "API"): the built-in gazetteer's answers.
export const placeTypes = ['airport', 'city', 'landmark'] as const
export const placeTypeSchema = z.enum(placeTypes)
export type PlaceType = z.infer<typeof placeTypeSchema>

export const PLACE_SEARCH_LIMIT = { default: 8, max: 20 } as const
export const PLACE_QUERY_MAX_LENGTH = 100

export const placeSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'Enter a place to search')
    .max(
      PLACE_QUERY_MAX_LENGTH,
      `Search text must be at most ${PLACE_QUERY_MAX_LENGTH} characters`,
    ),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PLACE_SEARCH_LIMIT.max)
    .default(PLACE_SEARCH_LIMIT.default),
})
export type PlaceSearchQuery = z.infer<typeof placeSearchQuerySchema>

export const placeSchema = z.object({
  id: z.string().min(1),
  type: placeTypeSchema,
  name: z.string().min(1),
  address: z.string().min(1),
  lat: latitudeSchema,
  lng: longitudeSchema,
  /** IANA zone of the place, used for the pickup's local time. */
  timezone: timeZoneSchema,
  /** ISO 3166-1 alpha-2. */
  country_code: z.string().regex(/^[A-Z]{2}$/, 'Use a two-letter country code'),
  /** Airports only: the three-letter IATA code. */
  iata: z
    .string()
    .regex(/^[A-Z0-9]{3}$/)
    .optional(),
})
export type Place = z.infer<typeof placeSchema>

/** `data` of the place search response: best match first. */
export const placeSearchResponseSchema = z.object({ places: z.array(placeSchema) })
export type PlaceSearchResponse = z.infer<typeof placeSearchResponseSchema>

/** Suggestion lists filter case-insensitively (SPEC.md §5). */
export function placeMatches(place: Pick<Place, 'name' | 'address'>, query: string): boolean {
  const needle = query.trim().toLowerCase()
  if (needle === '') return true
  return place.name.toLowerCase().includes(needle) || place.address.toLowerCase().includes(needle)
}
