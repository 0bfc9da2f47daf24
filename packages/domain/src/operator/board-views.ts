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
      const parsed = boardQuerySchema.safeParse(boardSearchValues(new URLSearchParams(query)))
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
