import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  boardSearchValues,
  boardViewInputSchema,
  boardViewMessages as m,
  BOARD_VIEW_QUERY_MAX,
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
