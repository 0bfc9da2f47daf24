import MiniSearch from 'minisearch'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  ANSWER_CACHE_BYTES,
  answerBytes,
  answerCacheBytes,
  searchPlaces,
  warmPlaceSearch,
} from './search'

describe('answers to repeated place searches', () => {
  afterEach(() => vi.restoreAllMocks())

  it('works out a query once, however it is typed', () => {
    warmPlaceSearch()
    const indexSearch = vi.spyOn(MiniSearch.prototype, 'search')
    const first = searchPlaces('Kuala Lumpu', 6)
    const again = searchPlaces('  kuala   LUMPU ', 6)
    expect(again).toEqual(first)
    expect(first[0]?.name).toMatch(/Kuala Lumpur/)
    expect(indexSearch).toHaveBeenCalledTimes(1)
  })

  it('keeps answers for another limit or another trip apart', () => {
    const four = searchPlaces('San Jose', 4)
    const two = searchPlaces('San Jose', 2)
    expect(four).toHaveLength(4)
    expect(two).toEqual(four.slice(0, 2))
    // Near California, San Jose CA leads; near Costa Rica, San José CR does.
    const california = searchPlaces('San Jose', 4, { lat: 37.77, lng: -122.42 })
    const costaRica = searchPlaces('San Jose', 4, { lat: 9.93, lng: -84.08 })
    expect(california[0]?.id).toBe('city:us-san-jose')
    expect(costaRica[0]?.id).toBe('city:cr-san-jose')
  })

  it('is not changed by what a caller does with an answer', () => {
    const answer = searchPlaces('Lisbon', 5)
    const length = answer.length
    answer.splice(0, answer.length)
    expect(searchPlaces('Lisbon', 5)).toHaveLength(length)
  })

  it('counts what each remembered answer holds, under a cap in bytes', () => {
    const before = answerCacheBytes()
    const answer = searchPlaces('Porto Alegre', 3)
    expect(answerCacheBytes()).toBe(before + answerBytes('porto alegre|3', answer))
    searchPlaces('Porto Alegre', 3)
    expect(answerCacheBytes()).toBe(before + answerBytes('porto alegre|3', answer))
    expect(answerCacheBytes()).toBeLessThanOrEqual(ANSWER_CACHE_BYTES)
  })
})
