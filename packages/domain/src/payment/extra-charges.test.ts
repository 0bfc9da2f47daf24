import { describe, expect, it } from 'vitest'
import { defaultWaitingPolicy, WAITING_BLOCK_MINUTES } from '../booking/waiting-policy'
import {
  extraWaitingLabel,
  extrasConsent,
  waitingBlocks,
  waitingChargeMessages,
} from './extra-charges'

describe('extra waiting charged after the ride', () => {
  it('asks for consent in our own words, with the default rate per started block', () => {
    const text = extrasConsent.description(defaultWaitingPolicy.chargeCentsPerBlock)
    expect(text).toContain(`each started ${WAITING_BLOCK_MINUTES} minutes`)
    expect(text).toContain('$10.00 by default')
    expect(text).toContain('you can pay without it')
    expect(extrasConsent.description(2_550)).toContain('$25.50 by default')
    expect(extrasConsent.label).toBe('Keep this card on file for extra waiting at the pickup')
  })

  it('asks in the reader’s language, the minutes and the amount as arguments', () => {
    const asked: unknown[] = []
    const said = extrasConsent.description(
      1_000,
      { _: (message, values) => (asked.push(message, values), 'translated') },
      'de-DE',
    )
    expect(said).toBe('translated')
    expect(asked[0]).toMatch(
      /^If the driver waits beyond the free time, each started \{minutes\} minutes/,
    )
    expect(asked[1]).toEqual({ minutes: WAITING_BLOCK_MINUTES, amount: '$10,00' })
  })

  it('names the line and the timeline entry by the minutes and the blocks', () => {
    expect(extraWaitingLabel(30)).toBe('Extra waiting (30 min)')
    expect(extraWaitingLabel(0)).toBe('Extra waiting (under a minute)')
    expect(waitingChargeMessages.reason(30, 2)).toBe('Extra waiting: 30 min (2 × 15 min)')
  })

  it('counts the blocks from the amount at its rate, else from the minutes', () => {
    expect(
      waitingBlocks({ extraMinutes: 30, chargeCents: 2_000, chargeCentsPerBlock: 1_000 }),
    ).toBe(2)
    // 30 minutes and some seconds start a third block.
    expect(
      waitingBlocks({ extraMinutes: 30, chargeCents: 3_000, chargeCentsPerBlock: 1_000 }),
    ).toBe(3)
    // The rate changed since: the minutes decide.
    expect(waitingBlocks({ extraMinutes: 31, chargeCents: 3_000, chargeCentsPerBlock: 700 })).toBe(
      3,
    )
    expect(waitingBlocks({ extraMinutes: 0, chargeCents: 1_000, chargeCentsPerBlock: 0 })).toBe(1)
  })
})
