import { z } from 'zod'
import { timezoneAt } from '../lookup'
import type { Place, PlaceType } from '../schemas'
import { readJson, type Geocoder } from './geocoder'

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com'

// Text Search (New), `POST /v1/places:searchText` (docs/decisions/011-geocoders-and-search-limits.md): one call
// gives names, addresses and coordinates; the field mask keeps it to what we read.
const fieldMask = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.types',
  'places.addressComponents',
].join(',')

/** Bias, not restriction: a far-away place the traveller named still comes back. */
const NEAR_RADIUS_M = 50_000

const googleAnswerSchema = z.object({
  places: z
    .array(
      z.object({
        id: z.string(),
        displayName: z.object({ text: z.string() }).optional(),
        formattedAddress: z.string().optional(),
        location: z.object({ latitude: z.number(), longitude: z.number() }),
        types: z.array(z.string()).default([]),
        addressComponents: z
          .array(z.object({ shortText: z.string().optional(), types: z.array(z.string()) }))
          .default([]),
      }),
    )
    .default([]),
})
type GooglePlace = z.infer<typeof googleAnswerSchema>['places'][number]

const addressTypes = ['street_address', 'premise', 'subpremise', 'route', 'plus_code']
const districtTypes = ['sublocality', 'sublocality_level_1', 'neighborhood']

function placeType(types: string[]): PlaceType | undefined {
  // Airports come from the gazetteer, with their IATA codes; countries are no pickup.
  if (types.includes('airport') || types.includes('country')) return undefined
  if (types.some((type) => addressTypes.includes(type))) return 'address'
  if (types.includes('locality')) return 'city'
  if (types.some((type) => districtTypes.includes(type))) return 'district'
  if (types.some((type) => type.startsWith('administrative_area'))) return undefined
  return 'landmark'
}

function toPlace(found: GooglePlace): Place[] {
  const type = placeType(found.types)
  const countryCode = found.addressComponents.find((part) =>
    part.types.includes('country'),
  )?.shortText
  const name = found.displayName?.text || found.formattedAddress
  if (!type || !name || !countryCode || !/^[A-Z]{2}$/.test(countryCode)) return []
  const { latitude: lat, longitude: lng } = found.location
  return [
    {
      id: `google:${found.id}`,
      type,
      name,
      address: found.formattedAddress || name,
      lat,
      lng,
      timezone: timezoneAt(lat, lng),
      country_code: countryCode,
    },
  ]
}

/** Google Places API (New) Text Search (GOOGLE_MAPS_API_KEY). */
export function googlePlacesGeocoder(apiKey: string, baseUrl = GOOGLE_PLACES_URL): Geocoder {
  const url = `${baseUrl.replace(/\/+$/, '')}/v1/places:searchText`
  return {
    name: 'google-places',
    async search({ text, limit, near, signal }) {
      const body = {
        textQuery: text,
        pageSize: Math.min(limit, 10),
        languageCode: 'en',
        ...(near && {
          locationBias: {
            circle: { center: { latitude: near.lat, longitude: near.lng }, radius: NEAR_RADIUS_M },
          },
        }),
      }
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': apiKey,
          'x-goog-fieldmask': fieldMask,
        },
        body: JSON.stringify(body),
        signal,
      })
      return googleAnswerSchema
        .parse(await readJson(response, 'Google Places'))
        .places.flatMap(toPlace)
    },
  }
}
