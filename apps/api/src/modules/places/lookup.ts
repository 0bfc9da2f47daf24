import tzLookup from '@photostructure/tz-lookup'
import { getGazetteer } from './gazetteer'
import { distanceKm, isCoordinate } from './geo'
import type { Place, PlaceType } from './schemas'

/** How close a coordinate must be to a known place to count as that place. */
export const PLACE_MATCH_RADIUS_KM = 1

const KM_PER_DEGREE_LATITUDE = 111.2

export function getPlaceById(id: string): Place | undefined {
  return getGazetteer().byId.get(id)?.place
}

export function getAirportByIata(code: string): Place | undefined {
  return getPlaceById(`airport:${code.trim().toUpperCase()}`)
}

export interface NearbyPlace {
  place: Place
  distanceKm: number
}

/** The known place closest to a coordinate, optionally of one type and within a distance. */
export function nearestPlace(
  lat: number,
  lng: number,
  { withinKm = Infinity, type }: { withinKm?: number; type?: PlaceType } = {},
): NearbyPlace | undefined {
  if (!isCoordinate(lat, lng)) return undefined
  let nearest: NearbyPlace | undefined
  for (const { place } of getGazetteer().entries) {
    if (type && place.type !== type) continue
    const bound = Math.min(withinKm, nearest?.distanceKm ?? Infinity)
    // Cheap latitude test first: most places are ruled out without trigonometry.
    if (Math.abs(place.lat - lat) * KM_PER_DEGREE_LATITUDE > bound) continue
    const distance = distanceKm(lat, lng, place.lat, place.lng)
    if (distance <= bound) nearest = { place, distanceKm: distance }
  }
  return nearest
}

/** The known place (airport, city centre or landmark) at a coordinate, within about 1 km. */
export function placeAt(lat: number, lng: number, withinKm = PLACE_MATCH_RADIUS_KM) {
  return nearestPlace(lat, lng, { withinKm })?.place
}

/** The closest airport with an IATA code, if one lies within `withinKm`. */
export function nearestAirport(lat: number, lng: number, withinKm = Infinity) {
  return nearestPlace(lat, lng, { withinKm, type: 'airport' })
}

/**
 * The IANA time zone at a coordinate: a known place's own zone when the point is one, else the
 * tz-lookup estimate (coarse near borders: see DATA.md). Throws a RangeError off the globe.
 */
export function timezoneAt(lat: number, lng: number): string {
  if (!isCoordinate(lat, lng)) throw new RangeError(`Not a coordinate: ${lat}, ${lng}`)
  return placeAt(lat, lng)?.timezone ?? tzLookup(lat, lng)
}
