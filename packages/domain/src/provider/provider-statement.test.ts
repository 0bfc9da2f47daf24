import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstMessageByField } from '../validation/field-issues'
import {
  centsText,
  monthInZone,
  providerStatementMessages as m,
  providerStatementQuerySchema,
  recentStatementMonths,
  statementLine,
  statementMonthDays,
  statementMonthLabel,
  statementRoute,
  statementTotals,
} from './provider-statement'

describe('statement month', () => {
  it('takes YYYY-MM and refuses anything else', () => {
    expect(providerStatementQuerySchema.parse({ month: '2030-01' })).toEqual({ month: '2030-01' })
    for (const month of ['2030-13', '2030-00', '2030-1', '30-01', '1999-12', '2101-01', '']) {
      expect(firstMessageByField(providerStatementQuerySchema, { month })).toEqual({
        month: m.monthInvalid,
      })
    }
    expect(firstMessageByField(providerStatementQuerySchema, {})).toEqual({ month: m.monthInvalid })
  })

  it('knows the first day of the month and of the next, across a year', () => {
    expect(statementMonthDays('2030-01')).toEqual({ first: '2030-01-01', next: '2030-02-01' })
    expect(statementMonthDays('2030-12')).toEqual({ first: '2030-12-01', next: '2031-01-01' })
  })

  it('names months and lists the recent ones, newest first, across a year', () => {
    expect(statementMonthLabel('2030-01')).toBe('January 2030')
    expect(statementMonthLabel('2029-12')).toBe('December 2029')
    expect(recentStatementMonths('2030-02', 4)).toEqual([
      '2030-02',
      '2030-01',
      '2029-12',
      '2029-11',
    ])
  })

  it('reads the month on a zone’s calendar', () => {
    const instant = new Date('2030-01-31T20:00:00Z')
    expect(monthInZone(instant, 'UTC')).toBe('2030-01')
    expect(monthInZone(instant, 'Asia/Kolkata')).toBe('2030-02')
  })
})

describe('statement figures', () => {
  it('pays on the fare before the partner discount, less refunds', () => {
    const line = statementLine(
      { totalCents: 9000, partnerDiscountCents: 1000, refundedCents: 2500 },
      1250,
    )
    expect(line).toEqual({
      bookedFareCents: 10000,
      refundedCents: 2500,
      fareCents: 7500,
      commissionCents: 938,
      payoutCents: 6562,
    })
  })

  it('never counts a fare below zero', () => {
    const line = statementLine(
      { totalCents: 1000, partnerDiscountCents: 0, refundedCents: 1500 },
      1250,
    )
    expect(line.fareCents).toBe(0)
    expect(line.payoutCents).toBe(0)
  })

  it('adds up exactly: commission and payout make the fare, line by line and in total', () => {
    const job = fc.record({
      totalCents: fc.integer({ min: 0, max: 5_000_000 }),
      partnerDiscountCents: fc.integer({ min: 0, max: 100_000 }),
      refundedCents: fc.integer({ min: 0, max: 5_000_000 }),
    })
    fc.assert(
      fc.property(
        fc.array(job, { maxLength: 50 }),
        fc.integer({ min: 0, max: 10_000 }),
        (jobs, rate) => {
          const lines = jobs.map((one) => statementLine(one, rate))
          for (const line of lines) {
            expect(line.commissionCents + line.payoutCents).toBe(line.fareCents)
            expect(Number.isInteger(line.commissionCents)).toBe(true)
          }
          const totals = statementTotals(lines)
          expect(totals.commissionCents + totals.payoutCents).toBe(totals.fareCents)
          expect(totals.fareCents).toBe(lines.reduce((sum, line) => sum + line.fareCents, 0))
        },
      ),
    )
  })

  it('writes cents exactly', () => {
    expect(centsText(0)).toBe('0.00')
    expect(centsText(5)).toBe('0.05')
    expect(centsText(123456789)).toBe('1234567.89')
    expect(centsText(-1050)).toBe('-10.50')
    expect(() => centsText(1.5)).toThrow(RangeError)
  })

  it('names a route by its ends, or by its hours', () => {
    expect(
      statementRoute({ pickup_location: 'JFK', dropoff_location: 'Midtown', duration_hours: null }),
    ).toBe('JFK → Midtown')
    expect(
      statementRoute({ pickup_location: 'Soho', dropoff_location: null, duration_hours: 4 }),
    ).toBe('Soho · 4 h')
  })
})
