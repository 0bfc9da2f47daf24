import { describe, expect, it } from 'vitest'
import {
  boardSearchParams,
  changeBoardSearch,
  readBoardSearch,
  tonightUnassignedSearch,
  viewSearch,
} from './board-search'

const read = (search: string) => readBoardSearch(new URLSearchParams(search))

describe('the board’s query in the address', () => {
  it('reads every filter, the search, the order and the page back as written', () => {
    const search =
      'q=asha&from=2030-01-01&to=2030-01-31&status=confirmed%2Cassigned&area=london' +
      '&partner=00000000-0000-4000-8000-000000000001&unassigned=true&sandbox=only&sort=code&dir=desc' +
      '&page=3&page_size=50'
    const query = read(search)
    expect(query).toMatchObject({
      q: 'asha',
      from: '2030-01-01',
      to: '2030-01-31',
      status: ['confirmed', 'assigned'],
      area: 'london',
      unassigned: true,
      sandbox: 'only',
      sort: 'code',
      dir: 'desc',
      page: 3,
      page_size: 50,
    })
    expect(boardSearchParams(query).toString()).toBe(search)
  })

  it('keeps the defaults out of the address', () => {
    expect(boardSearchParams(read('')).toString()).toBe('')
    expect(boardSearchParams(read('sort=pickup_time&dir=asc&page=1&page_size=25')).toString()).toBe(
      '',
    )
  })

  it('drops only the values the API would refuse', () => {
    const query = read('status=lost&q=rao&page=0&from=2030-02-30&sandbox=maybe')
    expect(query).toMatchObject({ q: 'rao', page: 1, sandbox: 'exclude' })
    expect(query.status).toBeUndefined()
    expect(query.from).toBeUndefined()
    const range = read('from=2030-02-01&to=2030-01-01')
    expect(range.from).toBe('2030-02-01')
    expect(range.to).toBeUndefined()
  })

  it('goes back to page 1 on any change but a page turn', () => {
    const onPage3 = read('q=rao&page=3')
    expect(changeBoardSearch(onPage3, { status: ['confirmed'] }).page).toBe(1)
    expect(changeBoardSearch(onPage3, { page: 4 }).page).toBe(4)
  })
})

describe('views of the board', () => {
  it('keeps a view without its page', () => {
    expect(viewSearch(read('status=confirmed&unassigned=true&page=3&page_size=50'))).toBe(
      'status=confirmed&unassigned=true&page_size=50',
    )
  })

  it('makes "tonight, unassigned" of the day it is chosen, on this browser’s calendar', () => {
    expect(tonightUnassignedSearch(new Date(2030, 0, 5, 21, 30))).toBe(
      'from=2030-01-05&to=2030-01-05&unassigned=true',
    )
  })
})
