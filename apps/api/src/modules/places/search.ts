import { LRUCache } from 'lru-cache'
import MiniSearch from 'minisearch'
import { getGazetteer, type Gazetteer, type GazetteerEntry } from './gazetteer'
import { distanceKm } from './geo'
import { PLACE_SEARCH_LIMIT, type Place } from './schemas'
import {
  PLACE_SEARCH_CAPS,
  foldTerm,
  foldText,
  queryTerms,
  isStreetWord,
  streetWordForms,
  tokenize,
  typosAllowed,
} from './search-terms'
import {
  doorOf,
  doorQuery,
  isDoorNumber,
  isOnStreet,
  type Door,
  type DoorQuery,
} from './street-address'

const fields = ['iata', 'name', 'aliases', 'city', 'region'] as const
type IndexedPlace = Record<(typeof fields)[number] | 'id', string>

/** MiniSearch that can say whether a folded word, or a word beginning so, is in the index. */
class PlaceIndex extends MiniSearch<IndexedPlace> {
  hasTerm(term: string): boolean {
    return this._index.has(term)
  }

  hasTermStartingWith(start: string): boolean {
    for (const _ of this._index.atPrefix(start).keys()) return true
    return false
  }
}

/**
 * A word held by more places than this ('airport', 'international', 'san') is checked against
 * each candidate instead of being searched: scoring every airport for 'airport' is what made
 * one query cost hundreds of milliseconds.
 */
const COMMON_WORD_PLACES = 300
/** Among places of one name, one this close to the trip's other place comes first. */
export const NEARBY_KM = 100
/** How many candidates are read past the limit, so a nearby place of the same name is seen. */
const NEARBY_POOL = 40

interface PlaceSearch {
  gazetteer: Gazetteer
  /** Every place's words except the common ones. */
  index: PlaceIndex
  /** The biggest city by each of its names and aliases, folded: 'london' → city:gb-london. */
  cityByName: ReadonlyMap<string, string>
  /**
   * Each place's folded words, in any field, as one string: ' heathrow london gb '. One string
   * a place instead of a Set of words keeps about 4 MB less resident.
   */
  wordsById: ReadonlyMap<string, string>
  /** The places holding each common word, highest weight first. */
  placesByCommonWord: ReadonlyMap<string, readonly string[]>
  /** The places whose address opens with a house number, by id, highest weight first. */
  doors: ReadonlyMap<string, Door>
}

const indexedPlace = ({
  place,
  searchName,
  aliases,
  city,
  region,
}: GazetteerEntry): IndexedPlace => ({
  id: place.id,
  iata: place.iata ?? '',
  name: searchName ?? place.name,
  aliases: aliases.join(' '),
  city: city ?? '',
  region,
})

/**
 * The words a folded word is indexed as. An address (the region of a landmark or a hotel) also
 * holds its street words' other forms, so 'Fifth Avenue' finds '5th Ave' and 'Downing St'
 * 'Downing Street'; names keep only their own words (St Pancras is no street).
 */
const indexedForms = (word: string, field: string | undefined): string | readonly string[] =>
  field === 'region' && isStreetWord(word) ? streetWordForms(word) : word

let placeSearch: PlaceSearch | undefined

/** The remembered answers' cap: about 20,000 answers of the default limit. */
export const ANSWER_CACHE_BYTES = 4 * 1024 * 1024

/**
 * Answers already worked out, by folded words, limit and the trip's other place. Travellers type
 * the same few beginnings ('lon', 'lond', 'jfk') all day, and the gazetteer never changes while
 * the process runs, so an answer stays right until the process ends.
 */
const answers = new LRUCache<string, readonly Place[]>({
  maxSize: ANSWER_CACHE_BYTES,
  // The places themselves are the gazetteer's, shared; an answer holds its key and references.
  sizeCalculation: (places, key) => answerBytes(key, places),
})

/** What one remembered answer keeps resident, about: its key, the array, the LRU's own slot. */
export function answerBytes(key: string, places: readonly Place[]): number {
  return 2 * key.length + 8 * places.length + 96
}

/** How much the remembered answers hold now (answerBytes summed), never above the cap. */
export function answerCacheBytes(): number {
  return answers.calculatedSize
}

function buildPlaceSearch(): PlaceSearch {
  const gazetteer = getGazetteer()
  const weight = (id: string) => gazetteer.byId.get(id)?.weight ?? 1
  const documents = gazetteer.entries.map(indexedPlace)

  const wordsById = new Map<string, string>()
  const wordSets = new Map<string, ReadonlySet<string>>()
  const placeCount = new Map<string, number>()
  for (const document of documents) {
    const words = new Set<string>()
    for (const field of fields) {
      for (const word of tokenize(document[field])) {
        const forms = indexedForms(foldTerm(word), field)
        if (typeof forms === 'string') words.add(forms)
        else for (const form of forms) words.add(form)
      }
    }
    wordsById.set(document.id, ` ${[...words].join(' ')} `)
    wordSets.set(document.id, words)
    for (const word of words) placeCount.set(word, (placeCount.get(word) ?? 0) + 1)
  }
  const placesByCommonWord = new Map<string, string[]>()
  for (const [word, count] of placeCount) {
    if (count > COMMON_WORD_PLACES) placesByCommonWord.set(word, [])
  }
  const byWeight = documents.map((document) => document.id).sort((a, b) => weight(b) - weight(a))
  for (const id of byWeight) {
    for (const word of wordSets.get(id)!) placesByCommonWord.get(word)?.push(id)
  }

  const index = new PlaceIndex({
    fields: [...fields],
    storeFields: [],
    tokenize,
    processTerm: (term, field) => {
      const forms = indexedForms(foldTerm(term), field)
      if (typeof forms !== 'string') return forms.filter((word) => !placesByCommonWord.has(word))
      return placesByCommonWord.has(forms) ? null : forms
    },
    searchOptions: {
      // An IATA code is the most specific thing a traveller can type; a place's own name next.
      boost: { iata: 6, name: 3, aliases: 2.5, city: 1.5, region: 0.5 },
      boostDocument: weight,
    },
  })
  index.addAll(documents)

  const cityByName = new Map<string, string>()
  const cities = gazetteer.entries.filter((entry) => entry.place.type === 'city')
  for (const { place, aliases } of cities.sort((a, b) => a.weight - b.weight)) {
    for (const name of [place.name, ...aliases]) cityByName.set(foldText(name), place.id)
  }
  const doors = new Map<string, Door>()
  for (const id of byWeight) {
    const door = doorOf(gazetteer.byId.get(id)!.place.address)
    if (door) doors.set(id, door)
  }
  return { gazetteer, index, cityByName, wordsById, placesByCommonWord, doors }
}

/** Loads the gazetteer and builds the search index, once per process. */
export function warmPlaceSearch(): void {
  placeSearch ??= buildPlaceSearch()
}

/**
 * Ids of the places matching every word (typos allowed in a few, the last word as a prefix),
 * best first; when none does, those matching the most words. For an `address` (a query opening
 * with a house number), only places matching every word, and none it leaves out.
 */
function matchingPlaceIds(
  search: PlaceSearch,
  terms: string[],
  wanted: number,
  address?: { leftOut: (id: string) => boolean },
): string[] {
  const leftOut = address?.leftOut ?? (() => false)
  const { index, wordsById, placesByCommonWord } = search
  const isCommon = (term: string) => placesByCommonWord.has(term)
  const last = terms.at(-1)!
  const lastIsPrefix = last.length >= PLACE_SEARCH_CAPS.prefixMinLength
  // A half-typed common word ('airpo') matches the places holding a word it begins.
  const completions = !lastIsPrefix || isCommon(last) ? [] : commonWordsStartingWith(search, last)
  const rare = terms.filter((term) => !isCommon(term))

  const wordsMatched = (id: string, searched: ReadonlySet<string>) => {
    const words = wordsById.get(id)!
    const has = (word: string) => words.includes(` ${word} `)
    return terms.filter((term) =>
      isCommon(term) ? has(term) : searched.has(term) || (term === last && completions.some(has)),
    ).length
  }

  const matches = new Map<string, number>()
  if (rare.length > 0) {
    let fuzzyLeft: number = PLACE_SEARCH_CAPS.fuzzyTerms
    // A word some place holds exactly as typed is taken as typed: looking for its neighbours
    // within two edits walks much of the index (most of a worst query's time) and only added
    // weaker matches below the exact ones. So is a half-typed last word that some place's word
    // begins with ('bosto'): the traveller is still typing, and its completions are the answer.
    // Typos are looked for in words no place holds.
    const asTyped = (term: string) =>
      index.hasTerm(term) || (lastIsPrefix && term === last && index.hasTermStartingWith(term))
    const typos = new Map(
      rare.map((term) => {
        const allowed = fuzzyLeft > 0 && !asTyped(term) ? typosAllowed(term) : 0
        if (allowed > 0) fuzzyLeft -= 1
        return [term, allowed] as const
      }),
    )
    const results = index.search(rare.join(' '), {
      combineWith: 'OR',
      prefix: (term) => lastIsPrefix && term === last,
      fuzzy: (term) => typos.get(term) || false,
    })
    for (const result of results) {
      if (leftOut(result.id as string)) continue
      matches.set(
        result.id as string,
        wordsMatched(result.id as string, new Set(result.queryTerms)),
      )
    }
  }

  // Only common words (and perhaps a half-typed one): walk the rarest one's places by weight.
  const seedWord = [...terms.filter(isCommon), ...completions]
    .map((word) => placesByCommonWord.get(word)!)
    .sort((a, b) => a.length - b.length)[0]
  const onlyCommonWords = rare.length === 0 || (rare.length === 1 && completions.length > 0)
  if (onlyCommonWords && seedWord) {
    let found = 0
    const none = new Set<string>()
    for (const id of seedWord) {
      if (found >= wanted) break
      if (matches.has(id) || leftOut(id)) continue
      const matched = wordsMatched(id, none)
      if (matched === terms.length) {
        matches.set(id, matched)
        found += 1
      }
    }
  }

  const all = [...matches].filter(([, matched]) => matched === terms.length)
  // Some words of an address are no address: '999 5th Ave' is not Aveiro, Portugal.
  if (all.length > 0 || address) return all.map(([id]) => id)
  return [...matches].sort((a, b) => b[1] - a[1]).map(([id]) => id)
}

/** Up to five common words a half-typed word begins, the most widespread first. */
function commonWordsStartingWith(search: PlaceSearch, start: string): string[] {
  const words = [...search.placesByCommonWord.keys()].filter(
    (word) => word.length > start.length && word.startsWith(start),
  )
  const size = (word: string) => search.placesByCommonWord.get(word)!.length
  return words.sort((a, b) => size(b) - size(a)).slice(0, 5)
}

/**
 * The places whose address opens with the typed house number on the typed street, and that hold
 * every other word typed ('768 5th ave new york'; the last word may be half-typed).
 */
function placesAtDoor(search: PlaceSearch, query: DoorQuery): string[] {
  const last = query.words.at(-1)!
  const holdsTyped = (id: string) => {
    const words = search.wordsById.get(id)!
    return query.words.every(
      (word) => words.includes(` ${word} `) || (word === last && words.includes(` ${word}`)),
    )
  }
  const found: string[] = []
  for (const [id, door] of search.doors) {
    if (isDoorNumber(door, query) && isOnStreet(door, query) && holdsTyped(id)) found.push(id)
  }
  return found
}

/** Whether a place lies on the typed street at another number than the one typed. */
function isOtherDoor(search: PlaceSearch, id: string, query: DoorQuery): boolean {
  const door = search.doors.get(id)
  return door !== undefined && !isDoorNumber(door, query) && isOnStreet(door, query)
}

/** Among places sharing a name, those near `near` take the first places of that name. */
function nearbyFirst(places: Place[], near: { lat: number; lng: number }): Place[] {
  const isNear = (place: Place) => distanceKm(place.lat, place.lng, near.lat, near.lng) <= NEARBY_KM
  const byName = new Map<string, Place[]>()
  for (const place of places) {
    const key = foldText(place.name)
    byName.set(key, [...(byName.get(key) ?? []), place])
  }
  for (const [key, group] of byName) {
    byName.set(key, [...group.filter(isNear), ...group.filter((place) => !isNear(place))])
  }
  return places.map((place) => byName.get(foldText(place.name))!.shift()!)
}

/**
 * Places matching what a traveller typed, best first: the airport whose IATA code it is, the
 * biggest city of exactly that name, the place at a street address typed ('350 5th Ave'), then
 * places matching every word (typos and a half-typed last word allowed, bigger cities and busier
 * airports first), or if none does, the most words (not for a street address: nor another number
 * of its street). With `near` (the trip's other place), a place of the same name near it ranks
 * first.
 */
export function searchPlaces(
  query: string,
  limit: number = PLACE_SEARCH_LIMIT.default,
  near?: { lat: number; lng: number },
): Place[] {
  placeSearch ??= buildPlaceSearch()
  const terms = queryTerms(query)
  if (terms.length === 0) return []
  const text = terms.join(' ')
  const max = Math.min(Math.max(Math.trunc(limit), 1), PLACE_SEARCH_LIMIT.max)
  const key = near ? `${text}|${max}|${near.lat},${near.lng}` : `${text}|${max}`
  const known = answers.get(key)
  if (known) return [...known]
  const found = findPlaces(placeSearch, terms, max, near)
  answers.set(key, found)
  return [...found]
}

function findPlaces(
  search: PlaceSearch,
  terms: string[],
  max: number,
  near: { lat: number; lng: number } | undefined,
): Place[] {
  const { gazetteer, cityByName } = search
  const text = terms.join(' ')
  const wanted = near ? max + NEARBY_POOL : max
  const ids = new Set<string>()

  // 'JFK' is John F. Kennedy, whatever else contains those letters.
  const airportId = `airport:${text.toUpperCase()}`
  if (/^[a-z]{3}$/.test(text) && gazetteer.byId.has(airportId)) ids.add(airportId)
  // 'Paris' is the city first, then its airports and landmarks.
  const cityId = cityByName.get(text)
  if (cityId && ids.size < wanted) ids.add(cityId)

  // '350 5th Ave' is the place at that door, and never another number on 5th Avenue.
  const door = doorQuery(terms)
  for (const id of door ? placesAtDoor(search, door) : []) {
    if (ids.size < wanted) ids.add(id)
  }
  const address = door && { leftOut: (id: string) => isOtherDoor(search, id, door) }
  for (const id of matchingPlaceIds(search, terms, wanted, address)) {
    if (ids.size >= wanted) break
    ids.add(id)
  }
  const places = [...ids].flatMap((id) => gazetteer.byId.get(id)?.place ?? [])
  return (near ? nearbyFirst(places, near) : places).slice(0, max)
}
