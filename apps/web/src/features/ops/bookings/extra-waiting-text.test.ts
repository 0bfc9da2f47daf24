import { describe, expect, it } from 'vitest'
import { eventTitle, extraWaitingText } from './booking-format'

describe('extra waiting in the console', () => {
  it('names the timeline entry that collected it by what became of it', () => {
    const entry = (outcome: string) => ({
      to_status: 'completed',
      at: '2030-01-15T17:00:00.000Z',
      details: { change: 'extra_waiting', outcome },
    })
    expect(eventTitle(entry('charged'), 'America/New_York')).toBe(
      'Extra waiting charged to the card on file',
    )
    expect(eventTitle(entry('declined'), 'America/New_York')).toBe(
      'Extra waiting not charged: the card declined',
    )
    expect(eventTitle(entry('no_consent'), 'America/New_York')).toBe(
      'Extra waiting not charged: no consent to keep the card',
    )
    expect(eventTitle(entry('billed_to_account'), 'America/New_York')).toBe(
      'Extra waiting billed to the partner’s account',
    )
  })

  it('says beside the fare whether it was charged yet', () => {
    expect(extraWaitingText(30, 20)).toBe('30 min, $20.00 USD (not yet charged)')
    expect(extraWaitingText(30, 20, 'charged')).toBe(
      '30 min, $20.00 USD (charged to the card on file)',
    )
    expect(extraWaitingText(30, 20, null)).toBe('30 min, $20.00 USD (not yet charged)')
  })
})
