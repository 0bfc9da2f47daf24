import { z } from 'zod'
import { toOneLine } from '../validation/one-line'
import { boardQuerySchema } from './ops-bookings'

// Operators' saved views of the bookings board (issue 32): a name and the board's query as the
// address carries it, each operator's own. Bodies of /ops/board-views and the console's messages.

export const BOARD_VIEW_NAME_MAX = 60
/** The board's whole query fits many times over; a longer one is not a board address. */
export const BOARD_VIEW_QUERY_MAX = 1000
/** Enough for every shift's and area's views; a menu longer than this stops being quick. */
export const BOARD_VIEWS_MAX = 30

export const boardViewMessages = {
  nameRequired: 'Give the view a name.',
  nameTooLong: `Keep the name to ${BOARD_VIEW_NAME_MAX} characters.`,
  queryRequired: 'Send the board’s filters as its address carries them.',
  queryTooLong: `A view keeps at most ${BOARD_VIEW_QUERY_MAX.toLocaleString('en-GB')} characters of filters.`,
  nameTaken: 'You already have a view with this name. Choose another name or delete that view.',
  tooMany: `You have ${BOARD_VIEWS_MAX} saved views, the most there can be. Delete one first.`,
  viewNotFound: 'You have no saved view with this id.',
} as const
const m = boardViewMessages

/**
 * The board's parameters from an address's query as one object, a repeated parameter joined with
 * commas (`status=confirmed&status=assigned` as `confirmed,assigned`), ready for boardQuerySchema.
 */
export function boardSearchValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of params) {
    values[name] = name in values ? `${values[name]},${value}` : value
  }
  return values
}

/** A view's query without the '?' an address would put before it. */
const withoutQuestionMark = (query: string) => query.trim().replace(/^\?/, '')

/**
 * A saved view may keep its dates relative to the day it is opened: `from=today`,
 * `to=today+1`, `from=today-7`. The board itself only takes calendar dates, so the console
 * resolves a view's query against the operator's today before applying it.
 */
export const BOARD_VIEW_RELATIVE_DAYS_MAX = 366
const relativeDay = /^today(?:([+-])(\d{1,3}))?$/
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000
const dateParams = ['from', 'to'] as const

/** Days from `a` to `b`, both YYYY-MM-DD, by the calendar (no clock, no time zone). */
function daysBetween(a: string, b: string): number | undefined {
  const [x, y] = [calendarDay.exec(a), calendarDay.exec(b)]
  if (!x || !y) return undefined
  const at = (m: RegExpExecArray) => Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return Math.round((at(y) - at(x)) / DAY_MS)
}

/** `day` (YYYY-MM-DD) moved by `days` on the calendar. */
function addDays(day: string, days: number): string {
  const m = calendarDay.exec(day)!
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days))
    .toISOString()
    .slice(0, 10)
}

/** Whether a view's query keeps any date relative to the day it is opened. */
export function hasRelativeDates(query: string): boolean {
  const params = new URLSearchParams(query)
  return dateParams.some((name) => relativeDay.test(params.get(name) ?? ''))
}

/**
 * The query with its calendar dates written relative to `today` (YYYY-MM-DD): with today the
 * 3rd, `from=2026-12-03&to=2026-12-04` becomes `from=today&to=today%2B1`. Dates further than
 * BOARD_VIEW_RELATIVE_DAYS_MAX away are kept as they are.
 */
export function relativeViewQuery(query: string, today: string): string {
  const params = new URLSearchParams(withoutQuestionMark(query))
  for (const name of dateParams) {
    const value = params.get(name)
    const days = value ? daysBetween(today, value) : undefined
    if (days === undefined || Math.abs(days) > BOARD_VIEW_RELATIVE_DAYS_MAX) continue
    params.set(name, days === 0 ? 'today' : `today${days > 0 ? '+' : '-'}${Math.abs(days)}`)
  }
  return params.toString()
}

/** The query the board takes: relative dates resolved against `today` (YYYY-MM-DD). */
export function resolveViewQuery(query: string, today: string): string {
  const params = new URLSearchParams(withoutQuestionMark(query))
  for (const name of dateParams) {
    const match = relativeDay.exec(params.get(name) ?? '')
    if (!match) continue
    const days = match[2] ? Number(match[2]) * (match[1] === '-' ? -1 : 1) : 0
    // Past the limit the value is left for the board's own date check to refuse.
    if (Math.abs(days) <= BOARD_VIEW_RELATIVE_DAYS_MAX) params.set(name, addDays(today, days))
  }
  return params.toString()
}

/** POST /ops/board-views. The query must be one the board itself accepts. */
export const boardViewInputSchema = z.object({
  name: z
    .string({ error: m.nameRequired })
    .overwrite(toOneLine)
    .min(1, m.nameRequired)
    .max(BOARD_VIEW_NAME_MAX, m.nameTooLong),
  query: z
    .string({ error: m.queryRequired })
    // Past the limit the query is not read at all.
    .max(BOARD_VIEW_QUERY_MAX, { error: m.queryTooLong, abort: true })
    .overwrite(withoutQuestionMark)
    .superRefine((query, context) => {
      // Relative dates are checked as they would be on any day: resolved against a fixed one.
      const resolved = new URLSearchParams(resolveViewQuery(query, '2000-01-01'))
      const parsed = boardQuerySchema.safeParse(boardSearchValues(resolved))
      // The board's own message for the first filter it would refuse.
      if (!parsed.success) {
        context.addIssue({ code: 'custom', message: parsed.error.issues[0]!.message })
      }
    }),
})
export type BoardViewInput = z.input<typeof boardViewInputSchema>
export type BoardViewValues = z.output<typeof boardViewInputSchema>

export const boardViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The board's search string without the leading '?'. */
  query: z.string(),
  created_at: z.iso.datetime({ offset: true }),
})
export type BoardView = z.infer<typeof boardViewSchema>

/** The signed-in operator's views, by name. */
export const boardViewListSchema = z.object({ views: z.array(boardViewSchema) })
export type BoardViewList = z.infer<typeof boardViewListSchema>
export const boardViewCreatedSchema = z.object({ view: boardViewSchema })
export const boardViewParamsSchema = z.object({ id: z.string().max(100) })
