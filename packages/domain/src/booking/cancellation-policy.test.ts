import { describe, expect, it } from 'vitest'
import { refundPercent, type CancellationKind } from './cancellation-policy'

type Case = [CancellationKind, number, number, number]

describe('refundPercent (docs/product.md#cancellation-and-changes)', () => {
  it.each<Case>([
    // airport and single trips
    ['transfer', 1, 24, 100],
    ['transfer', 7, 24, 100],
    ['transfer', 7, 23.99, 0],
    ['transfer', 8, 24, 0],
    ['transfer', 8, 48, 100],
    ['transfer', 14, 47.9, 0],
    ['transfer', 14, 48, 100],
    ['transfer', 16, 120, 100],
    ['transfer', 16, 119.9, 50],
    ['transfer', 16, 72, 50],
    ['transfer', 16, 71.9, 0],
    ['transfer', 15, 100, 50],
    ['transfer', 50, 200, 100],
    ['transfer', 3, -1, 0],
    // single-day charter: 48 h / 72 h / 7 days
    ['charter', 7, 48, 100],
    ['charter', 7, 47, 0],
    ['charter', 14, 72, 100],
    ['charter', 14, 71, 0],
    ['charter', 30, 168, 100],
    ['charter', 30, 167, 0],
    // multi-day: 72 h / 7 days / 14 days
    ['multiday', 7, 72, 100],
    ['multiday', 7, 71, 0],
    ['multiday', 12, 168, 100],
    ['multiday', 12, 167, 0],
    ['multiday', 40, 336, 100],
    ['multiday', 40, 335, 0],
    // add-ons: free at 24 h or more, whatever the vehicle
    ['add_on', 3, 24, 100],
    ['add_on', 50, 23, 0],
  ])('%s, %i seats, %d h → %i %%', (kind, seats, hoursBeforePickup, percent) => {
    expect(refundPercent({ kind, seats, hoursBeforePickup })).toBe(percent)
  })

  it('refuses impossible input', () => {
    expect(() => refundPercent({ kind: 'transfer', seats: 0, hoursBeforePickup: 30 })).toThrow(
      RangeError,
    )
    expect(() => refundPercent({ kind: 'transfer', seats: 2.5, hoursBeforePickup: 30 })).toThrow(
      RangeError,
    )
    expect(() =>
      refundPercent({ kind: 'transfer', seats: 3, hoursBeforePickup: Number.NaN }),
    ).toThrow(RangeError)
  })
})
