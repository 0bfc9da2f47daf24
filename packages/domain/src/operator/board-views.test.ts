import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  boardSearchValues,
  boardViewInputSchema,
  boardViewMessages as m,
  BOARD_VIEW_QUERY_MAX,
  BOARD_VIEW_RELATIVE_DAYS_MAX,
  hasRelativeDates,
  relativeViewQuery,
  resolveViewQuery,
} from './board-views'
import { boardMessages } from './ops-bookings'

describe('boardSearchValues', () => {
  it('joins a repeated parameter with commas, as the board reads it', () => {
    expect(
      boardSearchValues(new URLSearchParams('status=confirmed&status=assigned&unassigned=true')),
    ).toEqual({ status: 'confirmed,assigned', unassigned: 'true' })
  })
})

describe('boardViewInputSchema', () => {
  it('keeps a trimmed name on one line and the query without its question mark', () => {
    expect(
      boardViewInputSchema.parse({
        name: '  Tonight,\n unassigned ',
        query: '?unassigned=true&from=2030-01-15&to=2030-01-15',
      }),
    ).toEqual({
      name: 'Tonight, unassigned',
      query: 'unassigned=true&from=2030-01-15&to=2030-01-15',
    })
    expect(boardViewInputSchema.parse({ name: 'Everything', query: '' }).query).toBe('')
  })

  it('refuses an empty or long name', () => {
    expect(firstMessageByField(boardViewInputSchema, { name: '  ', query: '' })).toEqual({
      name: m.nameRequired,
    })
    expect(firstMessageByField(boardViewInputSchema, { name: 'x'.repeat(61), query: '' })).toEqual({
      name: m.nameTooLong,
    })
    expect(firstMessageByField(boardViewInputSchema, { query: '' })).toEqual({
      name: m.nameRequired,
    })
  })

  it('refuses a query the board would refuse, with the board’s own message', () => {
    const refused = (query: unknown) =>
      firstMessageByField(boardViewInputSchema, { name: 'Mine', query })
    expect(refused('from=tomorrow')).toEqual({ query: boardMessages.dateInvalid })
    expect(refused('status=confirmed,lost')).toEqual({ query: boardMessages.statusInvalid })
    expect(refused('from=2030-02-01&to=2030-01-01')).toEqual({ query: boardMessages.rangeInvalid })
    expect(refused(`q=${'a'.repeat(BOARD_VIEW_QUERY_MAX)}`)).toEqual({ query: m.queryTooLong })
    expect(refused(undefined)).toEqual({ query: m.queryRequired })
  })
})

describe('relative dates in a saved view', () => {
  it('writes a view’s dates relative to today, and opens them on another day', () => {
    const kept = relativeViewQuery('from=2026-12-03&to=2026-12-04&unassigned=true', '2026-12-03')
    expect(new URLSearchParams(kept).get('from')).toBe('today')
    expect(new URLSearchParams(kept).get('to')).toBe('today+1')
    expect(hasRelativeDates(kept)).toBe(true)
    // Opened on the last day of February, across the month's end.
    expect(resolveViewQuery(kept, '2027-02-28')).toBe(
      'from=2027-02-28&to=2027-03-01&unassigned=true',
    )
    expect(resolveViewQuery('from=today-7&to=today', '2027-01-03')).toBe(
      'from=2026-12-27&to=2027-01-03',
    )
  })

  it('leaves dates far away, other filters and a query without dates as they are', () => {
    expect(relativeViewQuery('from=2030-01-15&area=london', '2026-12-03')).toBe(
      'from=2030-01-15&area=london',
    )
    expect(relativeViewQuery('unassigned=true', '2026-12-03')).toBe('unassigned=true')
    expect(hasRelativeDates('from=2030-01-15')).toBe(false)
    expect(resolveViewQuery('from=2030-01-15', '2026-12-03')).toBe('from=2030-01-15')
  })

  it('accepts relative dates in a saved view, and refuses what no day could make right', () => {
    const refused = (query: string) =>
      firstMessageByField(boardViewInputSchema, { name: 'Mine', query })
    expect(refused('from=today&to=today%2B1')).toEqual({})
    expect(refused(`from=today%2B${BOARD_VIEW_RELATIVE_DAYS_MAX + 1}`)).toEqual({
      query: boardMessages.dateInvalid,
    })
    expect(refused('from=today%2B2&to=today')).toEqual({ query: boardMessages.rangeInvalid })
  })
})
