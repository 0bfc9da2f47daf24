import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDay } from './format-date-time'

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
