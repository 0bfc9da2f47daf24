import { describe, expect, it } from 'vitest'
import { fromCents, roundMoney, toCents } from './money'

describe('toCents', () => {
  it.each([
    [0, 0],
    [1, 100],
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [2.675, 268],
    [1.004, 100],
    [0.125, 13],
    [-0.125, -13],
    [-1.005, -101],
    [-0.001, 0],
    [1e-7, 0],
    [123456789.99, 12345678999],
  ])('%d → %i', (amount, cents) => {
    expect(toCents(amount)).toBe(cents)
  })

  it('never returns negative zero', () => {
    expect(Object.is(toCents(-0.001), 0)).toBe(true)
  })

  it('refuses NaN and infinities', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})

describe('fromCents', () => {
  it('divides whole cents', () => {
    expect(fromCents(1234)).toBe(12.34)
    expect(fromCents(-5)).toBe(-0.05)
    expect(fromCents(toCents(0.1) + toCents(0.2))).toBe(0.3)
  })

  it('refuses fractions of a cent', () => {
    expect(() => fromCents(12.5)).toThrow(RangeError)
  })
})

describe('roundMoney', () => {
  it('rounds half away from zero to 2 decimals', () => {
    expect(roundMoney(10.235)).toBe(10.24)
    expect(roundMoney(-10.235)).toBe(-10.24)
    expect(roundMoney(10.234)).toBe(10.23)
  })
})
