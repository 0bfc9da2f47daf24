import { PLACE_QUERY_MAX_LENGTH } from './schemas'

/**
 * What one search may cost (docs/decisions/011-geocoders-and-search-limits.md): a query is read up to
 * its first 100 characters, repeated words count once, only its first few distinct words are
 * searched, only a few of them with typos, and the last one as a prefix once it has 3 letters.
 */
export const PLACE_SEARCH_CAPS = {
  queryLength: PLACE_QUERY_MAX_LENGTH,
  terms: 6,
  fuzzyTerms: 2,
  prefixMinLength: 3,
} as const

// "King's Cross" and "Kings Cross" are one word; "Charles-de-Gaulle" is three.
export function tokenize(text: string): string[] {
  return text
    .replace(/['’`]/g, '')
    .split(/[\s\p{Z}\p{P}\p{S}]+/u)
    .filter(Boolean)
}

// Case- and accent-insensitive: 'velizy' finds 'Vélizy', 'zurich' finds 'Zürich'.
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

export function foldText(text: string): string {
  return tokenize(text).map(foldTerm).join(' ')
}

/** The distinct folded words of a query that are searched, in the order typed. */
export function queryTerms(query: string): string[] {
  const words = tokenize(query.slice(0, PLACE_SEARCH_CAPS.queryLength)).map(foldTerm)
  return [...new Set(words)].slice(0, PLACE_SEARCH_CAPS.terms)
}

/** Typos allowed in a word: one in 4–5 letters, two from 6 ('Lodnon'); none in codes and short words. */
export function typosAllowed(term: string): number {
  return term.length < 4 ? 0 : term.length < 6 ? 1 : 2
}

/**
 * Street words written more than one way ('Ave', 'Avenue'; '5th', 'Fifth'), in groups: the
 * first is the form a street is compared in, the others the ways travellers also write it.
 * 'St' is taken as Street only in an address: place names keep their 'St' (St Pancras).
 */
const streetWordGroups: readonly (readonly string[])[] = [
  ['ave', 'avenue', 'av'],
  ['st', 'street'],
  ['rd', 'road'],
  ['blvd', 'boulevard', 'bd'],
  ['ln', 'lane'],
  ['dr', 'drive'],
  ['pl', 'place'],
  ['sq', 'square'],
  ['cir', 'circle'],
  ['ct', 'court'],
  ['ter', 'terrace'],
  ['pkwy', 'parkway'],
  ['hwy', 'highway'],
  ['e', 'east'],
  ['w', 'west'],
  ['n', 'north'],
  ['s', 'south'],
  ['1st', 'first'],
  ['2nd', 'second'],
  ['3rd', 'third'],
  ['4th', 'fourth'],
  ['5th', 'fifth'],
  ['6th', 'sixth'],
  ['7th', 'seventh'],
  ['8th', 'eighth'],
  ['9th', 'ninth'],
  ['10th', 'tenth'],
  ['11th', 'eleventh'],
  ['12th', 'twelfth'],
]
const streetWordGroup = new Map(
  streetWordGroups.flatMap((group) => group.map((word) => [word, group] as const)),
)

/** Whether a folded word is a street word written more than one way ('ave', 'fifth'). */
export function isStreetWord(word: string): boolean {
  return streetWordGroup.has(word)
}

/** Every way of writing a folded street word, itself first: 'ave' → ave, avenue, av. */
export function streetWordForms(word: string): readonly string[] {
  const group = streetWordGroup.get(word)
  return group ? [word, ...group.filter((form) => form !== word)] : [word]
}

/** The form a folded street word is compared in: 'avenue' → 'ave', 'fifth' → '5th'. */
export function streetWord(word: string): string {
  return streetWordGroup.get(word)?.[0] ?? word
}

/** What kind of street it is ('5th St' is not '5th Ave'), in the compared form. */
export const STREET_KINDS: ReadonlySet<string> = new Set([
  ...['ave', 'st', 'rd', 'blvd', 'ln', 'dr', 'pl', 'sq', 'cir', 'ct', 'ter', 'pkwy', 'hwy'],
  ...['way', 'rue', 'quai', 'marg'],
])
/** Which side of a street ('E 42nd St' is not 'W 42nd St'), in the compared form. */
export const STREET_SIDES: ReadonlySet<string> = new Set(['e', 'w', 'n', 's'])

/** A house number as typed first in a query or an address: '350', '221b'. */
export const HOUSE_NUMBER = /^(\d{1,5})([a-z]?)$/
