import MiniSearch, { type SearchOptions } from 'minisearch'
import { getGazetteer, type Gazetteer } from './gazetteer'
import { PLACE_SEARCH_LIMIT, type Place } from './schemas'

interface IndexedPlace {
  id: string
  iata: string
  name: string
  aliases: string
  city: string
  region: string
}

interface PlaceSearch {
  gazetteer: Gazetteer
  index: MiniSearch<IndexedPlace>
  /** The biggest city by each of its names and aliases, folded: 'london' → city:gb-london. */
  cityByName: ReadonlyMap<string, string>
}

// "King's Cross" and "Kings Cross" are one word; "Charles-de-Gaulle" is three.
function tokenize(text: string): string[] {
  return text
    .replace(/['’`]/g, '')
    .split(/[\s\p{Z}\p{P}\p{S}]+/u)
    .filter(Boolean)
}

// Case- and accent-insensitive: 'velizy' finds 'Vélizy', 'zurich' finds 'Zürich'.
function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

function foldText(text: string): string {
  return tokenize(text).map(foldTerm).join(' ')
}

const searchOptions: SearchOptions = {
  // An IATA code is the most specific thing a traveller can type; a place's own name comes next.
  boost: { iata: 6, name: 3, aliases: 2.5, city: 1.5, region: 0.5 },
  // The last word may still be half typed.
  prefix: (_term, index, terms) => index === terms.length - 1,
  // One typo in a word of 4–5 letters, two from 6 ('Lodnon'); none in codes and short words.
  fuzzy: (term) => (term.length < 4 ? false : term.length < 6 ? 1 : 2),
}

let placeSearch: PlaceSearch | undefined

function buildPlaceSearch(): PlaceSearch {
  const gazetteer = getGazetteer()
  const index = new MiniSearch<IndexedPlace>({
    fields: ['iata', 'name', 'aliases', 'city', 'region'],
    storeFields: [],
    tokenize,
    processTerm: foldTerm,
    searchOptions: {
      ...searchOptions,
      boostDocument: (id: string) => gazetteer.byId.get(id)?.weight ?? 1,
    },
  })
  index.addAll(
    gazetteer.entries.map(({ place, aliases, city, region }) => ({
      id: place.id,
      iata: place.iata ?? '',
      name: place.name,
      aliases: aliases.join(' '),
      city: city ?? '',
      region,
    })),
  )
  const cityByName = new Map<string, string>()
  const cities = gazetteer.entries.filter((entry) => entry.place.type === 'city')
  for (const { place, aliases } of cities.sort((a, b) => a.weight - b.weight)) {
    for (const name of [place.name, ...aliases]) cityByName.set(foldText(name), place.id)
  }
  return { gazetteer, index, cityByName }
}

/** Loads the gazetteer and builds the search index, once per process. */
export function warmPlaceSearch(): void {
  placeSearch ??= buildPlaceSearch()
}

/**
 * Places matching what a traveller typed, best first: the airport whose IATA code it is, the
 * biggest city of exactly that name, then places matching every word (typos and a half-typed
 * last word allowed, bigger cities and busier airports first), or if none does, any word.
 */
export function searchPlaces(query: string, limit: number = PLACE_SEARCH_LIMIT.default): Place[] {
  placeSearch ??= buildPlaceSearch()
  const { gazetteer, index, cityByName } = placeSearch
  const text = query.trim()
  const max = Math.min(Math.max(Math.trunc(limit), 1), PLACE_SEARCH_LIMIT.max)
  const ids = new Set<string>()

  // 'JFK' is John F. Kennedy, whatever else contains those letters.
  const airportId = `airport:${text.toUpperCase()}`
  if (/^[a-z]{3}$/i.test(text) && gazetteer.byId.has(airportId)) ids.add(airportId)
  // 'Paris' is the city first, then its airports and landmarks.
  const cityId = cityByName.get(foldText(text))
  if (cityId && ids.size < max) ids.add(cityId)

  let results = index.search(text, { combineWith: 'AND' })
  if (results.length === 0) results = index.search(text, { combineWith: 'OR' })
  for (const result of results) {
    if (ids.size >= max) break
    ids.add(result.id as string)
  }
  return [...ids].flatMap((id) => gazetteer.byId.get(id)?.place ?? [])
}
