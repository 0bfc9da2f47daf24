import { describe, expect, it } from 'vitest'
import {
  affiliateCommissionCents,
  affiliateCommissionPercentSchema,
  isReferralCode,
  referralCodeFromRandomBytes,
  referralCodeSchema,
} from './affiliate'
import { isWidgetHandover, widgetSnippet, wizardUrlFromWidget } from './widget-handover'

describe('referral codes', () => {
  it('makes 8 characters without look-alikes from random bytes', () => {
    const code = referralCodeFromRandomBytes(Uint8Array.from([0, 1, 30, 31, 255, 8, 9, 100]))
    expect(code).toBe('23Z29AB9')
    expect(isReferralCode(code)).toBe(true)
    expect(() => referralCodeFromRandomBytes(new Uint8Array(7))).toThrow(RangeError)
  })

  it('takes a code in any case and refuses other shapes', () => {
    expect(referralCodeSchema.parse(' k7m2pq9x ')).toBe('K7M2PQ9X')
    for (const bad of ['K7M2PQ9', 'K7M2PQ9XY', 'K7M2PQ0X', 'K7M2-Q9X', '']) {
      expect(referralCodeSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})

describe('affiliate commission', () => {
  it('is a whole percent from 0 to 50', () => {
    expect(affiliateCommissionPercentSchema.parse(0)).toBe(0)
    expect(affiliateCommissionPercentSchema.parse(50)).toBe(50)
    for (const bad of [-1, 51, 12.5]) {
      expect(affiliateCommissionPercentSchema.safeParse(bad).success).toBe(false)
    }
  })

  it('rounds each booking to whole cents, half up', () => {
    expect(affiliateCommissionCents(12_345, 10)).toBe(1235)
    expect(affiliateCommissionCents(9_999, 12)).toBe(1200)
    expect(affiliateCommissionCents(10_000, 0)).toBe(0)
  })
})

describe('the widget handover', () => {
  it("writes the wizard's URL with only what was given", () => {
    const url = wizardUrlFromWidget(
      'https://rides.example/',
      {
        rideType: 'hourly',
        pickup: ' Savoy ',
        dropoff: 'x',
        date: '',
        time: '',
        passengers: 2,
        hours: 3,
      },
      'K7M2PQ9X',
    )
    expect(url).toBe(
      'https://rides.example/booking?ride_type=hourly&pickup=Savoy&passengers=2&hours=3&ref=K7M2PQ9X',
    )
    expect(isWidgetHandover(new URL(url).searchParams)).toBe(true)
    expect(isWidgetHandover(new URLSearchParams('payment=return'))).toBe(false)
  })

  it('gives the snippet a partner pastes', () => {
    expect(widgetSnippet('https://rides.example', 'K7M2PQ9X')).toBe(
      '<script src="https://rides.example/widget.js" data-partner="K7M2PQ9X" async></script>',
    )
  })
})
