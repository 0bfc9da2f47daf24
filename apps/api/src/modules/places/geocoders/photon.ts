import { z } from 'zod'
import { timezoneAt } from '../lookup'
import type { Place, PlaceType } from '../schemas'
import { readJson, type Geocoder } from './geocoder'

// The part of Photon's GeoJSON answer we read (https://github.com/komoot/photon, `/api`).
const photonAnswerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z
        .object({
          osm_type: z.string(),
          osm_id: z.number(),
          osm_key: z.string(),
          osm_value: z.string(),
          type: z.string(),
          name: z.string(),
          housenumber: z.string(),
          street: z.string(),
          postcode: z.string(),
          city: z.string(),
          state: z.string(),
          country: z.string(),
          countrycode: z.string(),
        })
        .partial(),
    }),
  ),
})
type PhotonProperties = z.infer<typeof photonAnswerSchema>['features'][number]['properties']

/** Photon's result type as ours; undefined for what is no pickup or dropoff (a country). */
function placeType({ type, osm_key: key }: PhotonProperties): PlaceType | undefined {
  // Airports come from the gazetteer, with their IATA codes.
  if (key === 'aeroway') return undefined
  if (type === 'house' || type === 'street') return 'address'
  if (type === 'city') return 'city'
  if (type === 'district' || type === 'locality') return 'district'
  if (type === 'other') return 'landmark'
  return undefined
}

function toPlace(feature: z.infer<typeof photonAnswerSchema>['features'][number]) {
  const props = feature.properties
  const [lng, lat] = feature.geometry.coordinates
  const type = placeType(props)
  const countryCode = props.countrycode?.toUpperCase()
  const street = [props.housenumber, props.street].filter(Boolean).join(' ')
  const name = props.name ?? (street || undefined)
  if (!type || !name || !countryCode || !/^[A-Z]{2}$/.test(countryCode)) return []
  const locality = [props.postcode, props.city].filter(Boolean).join(' ')
  const parts = [street, locality, props.state, props.country]
  const place: Place = {
    id: `photon:${props.osm_type ?? 'X'}${props.osm_id ?? `${lat},${lng}`}`,
    type,
    name,
    address: parts.filter(Boolean).join(', ') || name,
    lat,
    lng,
    timezone: timezoneAt(lat, lng),
    country_code: countryCode,
  }
  return [place]
}

/** Photon, the OpenStreetMap geocoder a company can host itself (GEOCODER=photon, PHOTON_URL). */
export function photonGeocoder(baseUrl: string): Geocoder {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    name: 'photon',
    async search({ text, limit, near, signal }) {
      const params = new URLSearchParams({ q: text, limit: String(limit), lang: 'en' })
      if (near) {
        params.set('lat', String(near.lat))
        params.set('lon', String(near.lng))
      }
      const response = await fetch(`${base}/api?${params.toString()}`, { signal })
      const answer = photonAnswerSchema.parse(await readJson(response, 'Photon'))
      return answer.features.flatMap(toPlace)
    },
  }
}
