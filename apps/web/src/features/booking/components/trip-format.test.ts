import { afterAll, describe, expect, it } from 'vitest'
import { loadMessages } from '@/i18n/catalogues'
import { formatDuration } from './trip-format'

// A route's duration in the page's language: Arabic writes hours and minutes out in the form
// their number takes, Hindi says घंटा for one hour (docs/decisions/052-server-messages.md).

describe('formatDuration', () => {
  afterAll(() => loadMessages([], 'en'))

  it('abbreviates in English', async () => {
    await loadMessages([], 'en')
    expect([45, 60, 95].map(formatDuration)).toEqual(['45 min', '1 h', '1 h 35 min'])
  })

  it('gives Arabic the noun form of each number', async () => {
    await loadMessages(['booking'], 'ar')
    expect([60, 120, 300, 720, 122, 185, 71].map(formatDuration)).toEqual([
      'ساعة واحدة',
      'ساعتان',
      '5 ساعات',
      '12 ساعةً',
      'ساعتان ودقيقتان',
      '3 ساعات و5 دقائق',
      'ساعة واحدة و11 دقيقةً',
    ])
    expect(formatDuration(45)).toBe('45 دقيقةً')
  })

  it('says घंटा for one hour in Hindi and घंटे for more', async () => {
    await loadMessages(['booking'], 'hi')
    expect([60, 95, 150].map(formatDuration)).toEqual(['1 घंटा', '1 घंटा 35 मिनट', '2 घंटे 30 मिनट'])
  })
})
