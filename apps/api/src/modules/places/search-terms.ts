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
