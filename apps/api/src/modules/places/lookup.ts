import tzLookup from '@photostructure/tz-lookup'
import { around } from 'geokdbush'
import KDBush from 'kdbush'
import { LRUCache } from 'lru-cache'
import { getGazetteer } from './gazetteer'
import { distanceKm, isCoordinate } from './geo'
import type { Place, PlaceType } from './schemas'

/** How close a coordinate must be to a known place to count as that place. */
export const PLACE_MATCH_RADIUS_KM = 1

/** How many of the spatial index's nearest points are measured again with our own formula. */
const NEAREST_CANDIDATES = 8

type PlaceIndex = { index: KDBush; places: Place[] }
const placeIndexes = new Map<PlaceType | 'any', PlaceIndex>()

/** A k-d tree of the gazetteer's places (of one type, or all), built once per process. */
function placeIndex(type: PlaceType | undefined): PlaceIndex {
  const key = type ?? 'any'
  let built = placeIndexes.get(key)
  if (!built) {
    const places = getGazetteer()
      .entries.map((entry) => entry.place)
      .filter((place) => !type || place.type === type)
    const index = new KDBush(Math.max(places.length, 1))
    for (const place of places) index.add(place.lng, place.lat)
    index.finish()
    built = { index, places }
    placeIndexes.set(key, built)
  }
  return built
}

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

/**
 * Answers already worked out, by type, distance and coordinate. The gazetteer does not change
 * while a process runs, and the wizard prices the same pickup and dropoff again on every change
 * of time, passengers or return: each price calculation asks three of these (the pickup's zone
 * and both ends' airports). Entries are a few dozen bytes; the answers are shared, never changed.
 */
const nearestAnswers = new LRUCache<string, { found: NearbyPlace | undefined }>({ max: 5_000 })

/** The known place closest to a coordinate, optionally of one type and within a distance. */
export function nearestPlace(
  lat: number,
  lng: number,
  { withinKm = Infinity, type }: { withinKm?: number; type?: PlaceType } = {},
): Readonly<NearbyPlace> | undefined {
  if (!isCoordinate(lat, lng)) return undefined
  const key = `${type ?? ''}|${withinKm}|${lat}|${lng}`
  const known = nearestAnswers.get(key)
  if (known) return known.found
  const found = measureNearest(lat, lng, withinKm, type)
  nearestAnswers.set(key, { found })
  return found
}

function measureNearest(
  lat: number,
  lng: number,
  withinKm: number,
  type: PlaceType | undefined,
): NearbyPlace | undefined {
  const { index, places } = placeIndex(type)
  // The tree finds the nearest few in a few dozen steps instead of measuring every place; a
  // small margin lets our own distance, not the tree's, decide between near-equal ones.
  const searchKm = Number.isFinite(withinKm) ? withinKm * 1.01 + 0.01 : undefined
  let nearest: NearbyPlace | undefined
  let nearestAt = Infinity
  for (const id of around(index, lng, lat, NEAREST_CANDIDATES, searchKm)) {
    const place = places[id]!
    const distance = distanceKm(lat, lng, place.lat, place.lng)
    if (distance > withinKm) continue
    // Of places at one distance (two airports at one point: MJK and DNM), the first in the
    // gazetteer, whatever the order the tree hands them out in.
    const tie = nearest !== undefined && distance === nearest.distanceKm && id < nearestAt
    if (!nearest || distance < nearest.distanceKm || tie) {
      nearest = { place, distanceKm: distance }
      nearestAt = id
    }
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
