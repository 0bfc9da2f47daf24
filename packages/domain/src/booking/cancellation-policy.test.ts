import { describe, expect, it } from 'vitest'
import { cancellationTermsMessages as tm, cancellationTermsSchema } from './cancellation-terms'
import {
  cancellationTermsOf,
  cancellationTermsValues,
  refundPercent,
  standardCancellationTerms,
  type CancellationKind,
} from './cancellation-policy'

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

  // Each tier at its exact notice, and one minute short of it (issue 14).
  const MINUTE = 1 / 60
  const DAY = 24
  it.each<[CancellationKind, number, number, number, number]>([
    // kind, seats, notice in hours, percent at the notice, percent a minute less
    ['transfer', 7, 24, 100, 0],
    ['transfer', 8, 48, 100, 0],
    ['transfer', 14, 48, 100, 0],
    ['transfer', 15, 5 * DAY, 100, 50],
    ['transfer', 15, 3 * DAY, 50, 0],
    ['transfer', 16, 5 * DAY, 100, 50],
    ['transfer', 16, 72, 50, 0],
    ['charter', 7, 48, 100, 0],
    ['charter', 8, 72, 100, 0],
    ['charter', 14, 3 * DAY, 100, 0],
    ['charter', 15, 7 * DAY, 100, 0],
    ['charter', 16, 7 * DAY, 100, 0],
    ['multiday', 7, 72, 100, 0],
    ['multiday', 8, 7 * DAY, 100, 0],
    ['multiday', 14, 7 * DAY, 100, 0],
    ['multiday', 15, 14 * DAY, 100, 0],
    ['multiday', 16, 14 * DAY, 100, 0],
    ['add_on', 1, 24, 100, 0],
    ['add_on', 16, 24, 100, 0],
  ])('%s, %i seats: %d h gives %i %%, a minute less %i %%', (kind, seats, hours, at, before) => {
    expect(refundPercent({ kind, seats, hoursBeforePickup: hours })).toBe(at)
    expect(refundPercent({ kind, seats, hoursBeforePickup: hours - MINUTE })).toBe(before)
  })

  it('reads a 7-seat vehicle as small and an 8-seat one as mid-sized at every notice', () => {
    // A transfer 30 hours ahead: in time for up to 7 seats, too late from 8 seats up.
    expect(refundPercent({ kind: 'transfer', seats: 7, hoursBeforePickup: 30 })).toBe(100)
    expect(refundPercent({ kind: 'transfer', seats: 8, hoursBeforePickup: 30 })).toBe(0)
    // Four days ahead: 8 to 14 seats in full, 15 seats and up half.
    for (const seats of [8, 14]) {
      expect(refundPercent({ kind: 'transfer', seats, hoursBeforePickup: 4 * DAY })).toBe(100)
    }
    for (const seats of [15, 16, 55]) {
      expect(refundPercent({ kind: 'transfer', seats, hoursBeforePickup: 4 * DAY })).toBe(50)
    }
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

describe('a vehicle class with its own cancellation terms', () => {
  // A 4-seat class that refunds in full from 72 hours and half from 12, whatever the standard.
  const terms = cancellationTermsOf(
    cancellationTermsSchema.parse({
      transfer: [
        { hours_notice: 12, refund_percent: 50 },
        { hours_notice: 72, refund_percent: 100 },
      ],
      charter: [{ hours_notice: 6, refund_percent: 100 }],
      multiday: [{ hours_notice: 0, refund_percent: 30 }],
    }),
  )

  it('refunds by its own tiers instead of those of its seats', () => {
    const at = (kind: CancellationKind, hoursBeforePickup: number) =>
      refundPercent({ kind, seats: 4, hoursBeforePickup, terms })
    expect(at('transfer', 72)).toBe(100)
    expect(at('transfer', 71.99)).toBe(50)
    expect(at('transfer', 30)).toBe(50) // the standard terms would refund 30 h in full
    expect(at('transfer', 11.99)).toBe(0)
    expect(at('charter', 6)).toBe(100)
    expect(at('charter', 5.99)).toBe(0)
    expect(at('multiday', 0.5)).toBe(30)
  })

  it('keeps the add-ons on their one rule', () => {
    expect(refundPercent({ kind: 'add_on', seats: 4, hoursBeforePickup: 30, terms })).toBe(100)
    expect(refundPercent({ kind: 'add_on', seats: 4, hoursBeforePickup: 23, terms })).toBe(0)
  })

  it('writes the standard terms of each size as the API shows them', () => {
    expect(cancellationTermsValues(standardCancellationTerms(4))).toEqual({
      transfer: [{ hours_notice: 24, refund_percent: 100 }],
      charter: [{ hours_notice: 48, refund_percent: 100 }],
      multiday: [{ hours_notice: 72, refund_percent: 100 }],
    })
    expect(cancellationTermsValues(standardCancellationTerms(20)).transfer).toEqual([
      { hours_notice: 120, refund_percent: 100 },
      { hours_notice: 72, refund_percent: 50 },
    ])
  })

  it('refuses tiers that make no sense, with the reason', () => {
    const message = (transfer: unknown) => {
      const parsed = cancellationTermsSchema.safeParse({
        transfer,
        charter: [{ hours_notice: 48, refund_percent: 100 }],
        multiday: [{ hours_notice: 72, refund_percent: 100 }],
      })
      return parsed.success ? 'accepted' : parsed.error.issues[0]!.message
    }
    expect(message([])).toBe(tm.tiersCount)
    expect(message([{ hours_notice: 24, refund_percent: 0 }])).toBe(tm.percentInvalid)
    expect(message([{ hours_notice: 24.5, refund_percent: 100 }])).toBe(tm.hoursInvalid)
    expect(message([{ hours_notice: 3000, refund_percent: 100 }])).toBe(tm.hoursInvalid)
    expect(
      message([
        { hours_notice: 24, refund_percent: 100 },
        { hours_notice: 24, refund_percent: 50 },
      ]),
    ).toBe(tm.sameNotice)
    expect(
      message([
        { hours_notice: 48, refund_percent: 50 },
        { hours_notice: 24, refund_percent: 100 },
      ]),
    ).toBe(tm.moreForLess)
    expect(message([{ hours_notice: 0, refund_percent: 100 }])).toBe('accepted')
  })
})
