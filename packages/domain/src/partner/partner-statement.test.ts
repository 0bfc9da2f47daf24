import { describe, expect, it } from 'vitest'
import {
  bookingRouteText,
  partnerStatementLine,
  partnerStatementMonths,
  partnerStatementTotals,
  referralCommissionCents,
} from './partner-statement'

describe('partner statement figures', () => {
  it('makes gross the fare before the discount and charged the net less refunds', () => {
    expect(
      partnerStatementLine({
        totalCents: 9_000,
        partnerDiscountCents: 1_000,
        refundedCents: 4_000,
      }),
    ).toEqual({
      grossCents: 10_000,
      discountCents: 1_000,
      netCents: 9_000,
      refundedCents: 4_000,
      chargedCents: 5_000,
    })
    // A refund is never counted beyond what was charged.
    expect(
      partnerStatementLine({ totalCents: 3_000, partnerDiscountCents: 0, refundedCents: 3_500 })
        .chargedCents,
    ).toBe(0)
  })

  it('adds lines up column by column', () => {
    const lines = [
      partnerStatementLine({ totalCents: 9_000, partnerDiscountCents: 1_000, refundedCents: 0 }),
      partnerStatementLine({ totalCents: 4_501, partnerDiscountCents: 499, refundedCents: 1 }),
    ]
    expect(partnerStatementTotals(lines)).toEqual({
      grossCents: 15_000,
      discountCents: 1_499,
      netCents: 13_501,
      refundedCents: 1,
      chargedCents: 13_500,
    })
  })

  it('rounds the referral commission once per booking, after refunds', () => {
    expect(referralCommissionCents(12_345, 0, 12)).toBe(1_481)
    expect(referralCommissionCents(5_000, 2_500, 12)).toBe(300)
    expect(referralCommissionCents(5_000, 9_000, 12)).toBe(0)
    expect(referralCommissionCents(125, 0, 10)).toBe(13)
  })

  it('names a route by its ride type', () => {
    const base = { pickupLocation: 'JFK', durationHours: null, days: null }
    expect(bookingRouteText({ ...base, dropoffLocation: 'SoHo', rideType: 'one-way' })).toBe(
      'JFK → SoHo',
    )
    expect(
      bookingRouteText({ ...base, dropoffLocation: null, rideType: 'hourly', durationHours: 4 }),
    ).toBe('JFK · 4 h')
    expect(
      bookingRouteText({ ...base, dropoffLocation: null, rideType: 'multiday', days: 3 }),
    ).toBe('JFK · 3 days')
  })
})

describe('partnerStatementMonths', () => {
  it('reaches three months ahead and 24 back, across years', () => {
    const months = partnerStatementMonths('2030-11')
    expect(months.slice(0, 5)).toEqual(['2031-02', '2031-01', '2030-12', '2030-11', '2030-10'])
    expect(months).toHaveLength(27)
    expect(months.at(-1)).toBe('2028-12')
  })
})
