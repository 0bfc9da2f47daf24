import { z } from 'zod'
import { latitudeSchema, longitudeSchema } from '../trip/ride-details'
import { timeZoneSchema } from '../trip/zoned-time'
import { placeTypeSchema } from './place-type'

export { placeTypes, placeTypeSchema, type PlaceType } from './place-type'

// GET /api/v1/places/search?q=: the built-in gazetteer's answers, and a geocoder's when one is
// configured. A district is a part of a city (Manhattan, Bandra); an address is a street address
// a geocoder found.
export const PLACE_SEARCH_LIMIT = { default: 8, max: 20 } as const
export const PLACE_QUERY_MAX_LENGTH = 100

/** A point in a query string, `40.64,-73.78` (latitude,longitude). */
export const latLngQuerySchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'Give a point as latitude,longitude')
  .transform((value) => {
    const [lat, lng] = value.split(',').map(Number) as [number, number]
    return { lat, lng }
  })
  .pipe(z.object({ lat: latitudeSchema, lng: longitudeSchema }))

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
  /** The trip's other place: places of the same name near it rank first. */
  near: latLngQuerySchema.optional(),
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

/** What a field, the quote and the booking show for a place: its name with its address, once. */
export function placeLabel(place: Pick<Place, 'name' | 'address'>): string {
  return place.address.startsWith(place.name) ? place.address : `${place.name}, ${place.address}`
}

/**
 * Our words for coordinates no known place lies at: the nearest city's name when one is close
 * enough to help a reader, else the coordinates themselves. The client's own words for such a
 * point travel beside it as the booking's address note.
 */
export function unplacedAddress(
  lat: number,
  lng: number,
  nearestCity: Pick<Place, 'name' | 'address'> | undefined,
): string {
  return nearestCity
    ? `Near ${placeLabel(nearestCity)}`
    : `Near ${lat.toFixed(5)}, ${lng.toFixed(5)}`
}

/** Why a quoted place was refused: its words and its position disagree. */
export const quotedPlaceMessages = {
  farFromPlace:
    /*i18n*/ 'This place is not where its coordinates point. Pick the address again from the suggestions.',
  namesAnotherPlace:
    /*i18n*/ 'The address names a place far from its coordinates. Send the coordinates of the address, or pick it from the place search.',
} as const
