import { afterEach, describe, expect, it } from 'vitest'
import { formatDateTime, formatDay, formatZonedTime } from './format-date-time'

describe('formatDateTime', () => {
  it('shows the moment on the given clock with its zone', () => {
    expect(formatDateTime('2026-12-01T15:00:00.000Z', 'America/New_York')).toBe(
      '1 Dec 2026, 10:00 GMT-5',
    )
    expect(formatDateTime('2026-12-01T09:30:00+04:00', 'UTC')).toBe('1 Dec 2026, 05:30 UTC')
  })

  it('shows text it cannot read as it came', () => {
    expect(formatDateTime('soon')).toBe('soon')
    expect(formatDay('later')).toBe('later')
  })
})

describe('formatDay', () => {
  it('names the day on the given clock', () => {
    expect(formatDay('2026-12-01T02:00:00Z', 'America/New_York')).toBe('30 Nov 2026')
  })
})

describe('in another language’s pages', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('writes the day and time as that language does', () => {
    window.history.replaceState(null, '', '/de/rides/AB12CD34')
    expect(formatZonedTime('2030-01-14T10:30:00Z', 'UTC')).toBe('Mo., 14. Jan. 2030, 10:30')
    expect(formatDay('2026-12-01T02:00:00Z', 'UTC')).toBe('1. Dez. 2026')
    window.history.replaceState(null, '', '/hi/rides/AB12CD34')
    expect(formatDay('2026-12-01T02:00:00Z', 'UTC')).toBe('1 दिस॰ 2026')
  })
})
