import { LRUCache } from 'lru-cache'
import type { Geocoder } from './geocoders/geocoder'
import { distanceKm } from './geo'
import { placeSchema, type Place } from './schemas'
import { searchPlaces } from './search'
import { foldText } from './search-terms'

/** How long a traveller's keystroke may wait for a geocoder before the gazetteer answers alone. */
export const GEOCODER_TIMEOUT_MS = 800
const CACHE_ENTRIES = 5_000
const CACHE_TTL_MS = 10 * 60_000
/** A geocoder's place this close to a gazetteer place of the same name is that place. */
const SAME_PLACE_KM = 1

type Log = { warn(object: object, message: string): void }
type Near = { lat: number; lng: number }

export type PlaceFinder = (query: string, limit: number, near?: Near) => Promise<Place[]>

const samePlace = (a: Place, b: Place) =>
  foldText(a.name) === foldText(b.name) && distanceKm(a.lat, a.lng, b.lat, b.lng) <= SAME_PLACE_KM

/** Airports first (a geocoder has no IATA codes), then the geocoder's places, then the rest. */
export function mergePlaces(gazetteer: Place[], geocoded: Place[], limit: number): Place[] {
  if (geocoded.length === 0) return gazetteer
  const airports = gazetteer.filter((place) => place.type === 'airport')
  const others = gazetteer.filter((place) => place.type !== 'airport')
  const merged: Place[] = []
  for (const place of [...airports, ...geocoded, ...others]) {
    if (!merged.some((kept) => kept.id === place.id || samePlace(kept, place))) merged.push(place)
  }
  return merged.slice(0, limit)
}

/**
 * Place search for the route: the built-in gazetteer, merged with a geocoder's answers when one
 * is configured. A geocoder's answers are cached; a slow or failing geocoder is logged and the
 * gazetteer answers alone, so place search never waits more than GEOCODER_TIMEOUT_MS.
 */
export function createPlaceFinder(options: {
  geocoder?: Geocoder
  log: Log
  timeoutMs?: number
  /**
   * Keeps a geocoder's fresh answer by the ids handed out, so a quote can name those places
   * (places/repository.ts). A failure is logged; the search still answers.
   */
  remember?: (places: Place[]) => Promise<void>
}): PlaceFinder {
  const { geocoder, log, timeoutMs = GEOCODER_TIMEOUT_MS, remember } = options
  if (!geocoder) return async (query, limit, near) => searchPlaces(query, limit, near)
  const cache = new LRUCache<string, Place[]>({ max: CACHE_ENTRIES, ttl: CACHE_TTL_MS })

  const geocode = async (query: string, limit: number, near?: Near) => {
    // About 1 km of rounding: the same trip's keystrokes share one cached answer.
    const point = near ? `${near.lat.toFixed(2)},${near.lng.toFixed(2)}` : ''
    const key = `${foldText(query)}|${limit}|${point}`
    const cached = cache.get(key)
    if (cached) return cached
    try {
      const signal = AbortSignal.timeout(timeoutMs)
      const answer = await geocoder.search({ text: query.trim(), limit, near, signal })
      // Checked here, once per answer: the route's response is no longer checked by zod.
      const places = answer.filter((place) => placeSchema.safeParse(place).success)
      cache.set(key, places)
      await remember?.(places).catch((error: unknown) => {
        log.warn({ err: error, geocoder: geocoder.name }, 'geocoded places not kept')
      })
      return places
    } catch (error) {
      log.warn({ err: error, geocoder: geocoder.name }, 'geocoder failed; gazetteer only')
      return []
    }
  }

  return async (query, limit, near) => {
    const geocoded = geocode(query, limit, near)
    const gazetteer = searchPlaces(query, limit, near)
    return mergePlaces(gazetteer, await geocoded, limit)
  }
}
