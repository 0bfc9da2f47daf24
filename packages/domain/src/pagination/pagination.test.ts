import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, paginate, paginationFor } from './pagination'
import { paginationSchema } from './pagination-schema'

describe('pageCount', () => {
  it.each([
    [0, 6, 1],
    [1, 6, 1],
    [6, 6, 1],
    [7, 6, 2],
    [12, 6, 2],
    [13, 6, 3],
  ])('%i items by %i → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })

  it('refuses a page size below 1', () => {
    expect(() => pageCount(5, 0)).toThrow(RangeError)
  })
})

describe('clampPage', () => {
  it.each([
    [0, 3, 1],
    [1, 3, 1],
    [3, 3, 3],
    [4, 3, 3],
    [-2, 3, 1],
    [2, 0, 1],
    [Number.NaN, 3, 1],
  ])('page %d of %i → %i', (page, pages, expected) => {
    expect(clampPage(page, pages)).toBe(expected)
  })
})

describe('paginate', () => {
  const items = Array.from({ length: 13 }, (_, i) => i + 1)

  it('slices the page', () => {
    expect(paginate(items, 2, 6)).toEqual({ items: [7, 8, 9, 10, 11, 12], page: 2, pageCount: 3 })
    expect(paginate(items, 3, 6).items).toEqual([13])
  })

  it('bounds a page past the end', () => {
    expect(paginate(items, 9, 6)).toMatchObject({ page: 3, items: [13] })
    expect(paginate([], 2, 6)).toEqual({ items: [], page: 1, pageCount: 1 })
  })
})

describe('paginationFor', () => {
  it('builds the API pagination block', () => {
    expect(paginationFor(45, 2, 20)).toEqual({ current_page: 2, total_pages: 3, total: 45 })
    expect(paginationSchema.safeParse(paginationFor(0, 1, 20)).success).toBe(true)
  })
})
