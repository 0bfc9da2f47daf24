import { describe, expect, it } from 'vitest'
import { ratingSummary, ratingText } from './provider-ratings'

describe('rating summaries', () => {
  it('averages to two decimals, and has none before the first rating', () => {
    expect(ratingSummary(0, 0)).toEqual({ average: null, count: 0 })
    expect(ratingSummary(3, 13)).toEqual({ average: 4.33, count: 3 })
    expect(ratingSummary(3, 14)).toEqual({ average: 4.67, count: 3 })
    expect(ratingSummary(2, 9)).toEqual({ average: 4.5, count: 2 })
  })

  it('reads as stars and a count', () => {
    expect(ratingText({ average: 4.67, count: 3 })).toBe('4.7 ★ (3 ratings)')
    expect(ratingText({ average: 5, count: 1 })).toBe('5.0 ★ (1 rating)')
    expect(ratingText({ average: null, count: 0 })).toBe('No ratings yet')
  })
})
