import {
  boardQuerySchema,
  boardSearchValues,
  BOARD_PAGE_SIZE_DEFAULT,
  type BoardQuery,
} from '@ridelane/domain'

// The board keeps every filter, the search, the order and the page in the address, under the
// API's own parameter names, so a reload, Back or a shared link shows the same list.

const defaults = boardQuerySchema.parse({})

/** The board's query read from the address; a value the API would refuse is left out. */
export function readBoardSearch(params: URLSearchParams): BoardQuery {
  const raw = boardSearchValues(params)
  const parsed = boardQuerySchema.safeParse(raw)
  if (parsed.success) return parsed.data
  const refused = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
  const kept = Object.fromEntries(Object.entries(raw).filter(([name]) => !refused.has(name)))
  return boardQuerySchema.safeParse(kept).data ?? defaults
}

/** The address's query for `query`: only what differs from the defaults, in a fixed order. */
export function boardSearchParams(query: BoardQuery): URLSearchParams {
  const params = new URLSearchParams()
  const put = (name: string, value: string | undefined) => {
    if (value) params.set(name, value)
  }
  put('q', query.q)
  put('from', query.from)
  put('to', query.to)
  put('status', query.status?.join(','))
  put('area', query.area)
  put('partner', query.partner)
  put('provider', query.provider)
  put('unassigned', query.unassigned ? 'true' : undefined)
  put('sandbox', query.sandbox !== defaults.sandbox ? query.sandbox : undefined)
  if (query.sort !== defaults.sort || query.dir !== defaults.dir) {
    params.set('sort', query.sort)
    params.set('dir', query.dir)
  }
  if (query.page > 1) params.set('page', String(query.page))
  if (query.page_size !== BOARD_PAGE_SIZE_DEFAULT) params.set('page_size', String(query.page_size))
  return params
}

/**
 * The query after one change: any change but a page turn goes back to page 1, since the old
 * page number means nothing in a different list.
 */
export function changeBoardSearch(query: BoardQuery, change: Partial<BoardQuery>): BoardQuery {
  return { ...query, ...change, page: change.page ?? 1 }
}

/** True when any filter or the search narrows the list (paging and order do not). */
export function isBoardFiltered(query: BoardQuery): boolean {
  return Boolean(
    query.q ||
    query.from ||
    query.to ||
    query.status?.length ||
    query.area ||
    query.partner ||
    query.provider ||
    query.unassigned ||
    query.sandbox !== defaults.sandbox,
  )
}

/** The board's query as a saved view keeps it: the address's, without the page. */
export function viewSearch(query: BoardQuery): string {
  const params = boardSearchParams(query)
  params.delete('page')
  return params.toString()
}

/** A date on this browser's calendar as YYYY-MM-DD. */
export const localDay = (at: Date) =>
  [at.getFullYear(), at.getMonth() + 1, at.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')

/**
 * "Tonight, unassigned": today's pickups (each on its own calendar, as the board's dates are)
 * that nobody holds yet, soonest first. Worked out when chosen, so it is always today's.
 */
export function tonightUnassignedSearch(now = new Date()): string {
  const day = localDay(now)
  return viewSearch(changeBoardSearch(defaults, { from: day, to: day, unassigned: true }))
}
