import type { Place } from './schemas'
import { loadAddresses } from './load-addresses'
import { loadAirports } from './load-airports'
import { loadCities } from './load-cities'
import { loadDistricts } from './load-districts'
import { loadLandmarks } from './load-landmarks'

/** A place plus what search needs to find and rank it. */
export interface GazetteerEntry {
  place: Place
  /** The name as searched when it is not the one shown: a hotel's without its city. */
  searchName?: string
  /** Other names of the place itself: 'Bombay', 'Grand Central Station'. */
  aliases: readonly string[]
  /** The city an airport serves. */
  city?: string
  /**
   * Where the place is (country, US state, a landmark's or a hotel's address), searched with a
   * low weight; an address's street words also in their other forms ('Ave', 'Avenue').
   */
  region: string
  /** Ranking weight around 1: busier airports and bigger cities higher, minor airfields lower. */
  weight: number
}

export interface Gazetteer {
  entries: readonly GazetteerEntry[]
  byId: ReadonlyMap<string, GazetteerEntry>
}

let gazetteer: Gazetteer | undefined

/** Every known place, loaded from the bundled data once per process. */
export function getGazetteer(): Gazetteer {
  gazetteer ??= buildGazetteer()
  return gazetteer
}

function buildGazetteer(): Gazetteer {
  const entries = [
    ...loadAirports(),
    ...loadCities(),
    ...loadDistricts(),
    ...loadLandmarks(),
    ...loadAddresses(),
  ]
  const byId = new Map<string, GazetteerEntry>()
  for (const entry of entries) {
    if (byId.has(entry.place.id)) throw new Error(`Duplicate place id ${entry.place.id}`)
    byId.set(entry.place.id, entry)
  }
  return { entries, byId }
}
