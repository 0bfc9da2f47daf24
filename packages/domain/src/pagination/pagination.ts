/** Pages needed for `total` items; at least 1 so an empty list still reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError(`Invalid page size: ${pageSize}`)
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize))
}

/** The current page kept between 1 and the page count (docs/product.md#content). */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages))
}

/** One page of a list, with the bounded page number actually shown. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; pageCount: number } {
  const pages = pageCount(items.length, pageSize)
  const current = clampPage(page, pages)
  const start = (current - 1) * pageSize
  return { items: items.slice(start, start + pageSize), page: current, pageCount: pages }
}

/** A list page's place in the whole (docs/product.md#endpoints); schema in pagination-schema.ts. */
export type Pagination = { current_page: number; total_pages: number; total: number }

export function paginationFor(total: number, page: number, pageSize: number): Pagination {
  return { current_page: page, total_pages: pageCount(total, pageSize), total }
}
