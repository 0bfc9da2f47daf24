import { describe, expect, it } from 'vitest'
import { calculateFare, fareBreakdownSchema } from './calculate-fare'

const charged = { chosen: true, mode: 'additional_charge', charge: 15 } as const

describe('calculateFare', () => {
  it('is the base alone when nothing is chosen', () => {
    expect(calculateFare({ base: 80, currency: 'EUR' })).toEqual({
      base: 80,
      meetGreet: 0,
      childSeat: 0,
      nightCharge: 0,
      partnerDiscount: 0,
      total: 80,
      currency: 'EUR',
    })
  })

  it('adds meet & greet when chosen with additional_charge', () => {
    const fare = calculateFare({ base: 80, meetGreet: charged, currency: 'USD' })
    expect(fare.meetGreet).toBe(15)
    expect(fare.total).toBe(95)
  })

  it.each([
    ['not chosen', { ...charged, chosen: false }],
    ['included', { ...charged, mode: 'included' as const }],
    ['not_allowed', { ...charged, mode: 'not_allowed' as const }],
  ])('adds no meet & greet when %s', (_label, meetGreet) => {
    const fare = calculateFare({ base: 80, meetGreet })
    expect(fare.meetGreet).toBe(0)
    expect(fare.total).toBe(80)
  })

  it('multiplies the child seat charge by the count', () => {
    expect(calculateFare({ base: 80, childSeat: { ...charged, count: 3 } })).toMatchObject({
      childSeat: 45,
      total: 125,
    })
  })

  it('counts one child seat by default', () => {
    expect(calculateFare({ base: 80, childSeat: charged })).toMatchObject({
      childSeat: 15,
      total: 95,
    })
  })

  it.each([
    ['not chosen', { ...charged, chosen: false, count: 2 }],
    ['included', { ...charged, mode: 'included' as const, count: 2 }],
    ['not_allowed', { ...charged, mode: 'not_allowed' as const, count: 2 }],
  ])('adds no child seat charge when %s', (_label, childSeat) => {
    expect(calculateFare({ base: 80, childSeat }).total).toBe(80)
  })

  it('adds both add-ons and the night charge together', () => {
    expect(
      calculateFare({
        base: 100.1,
        meetGreet: { ...charged, charge: 20.2 },
        childSeat: { ...charged, charge: 10.1, count: 2 },
        nightCharge: 12.5,
        currency: 'GBP',
      }),
    ).toEqual({
      base: 100.1,
      meetGreet: 20.2,
      childSeat: 20.2,
      nightCharge: 12.5,
      partnerDiscount: 0,
      total: 153,
      currency: 'GBP',
    })
  })

  it('does not drift like float addition', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(calculateFare({ base: 0.1, meetGreet: { ...charged, charge: 0.2 } }).total).toBe(0.3)
  })

  it('rounds each amount to cents once', () => {
    expect(
      calculateFare({ base: 10.005, childSeat: { ...charged, charge: 1.005, count: 3 } }),
    ).toMatchObject({ base: 10.01, childSeat: 3.03, total: 13.04 })
  })

  it.each([undefined, null, '', '  '])('falls back to USD for currency %j', (currency) => {
    expect(calculateFare({ base: 1, currency }).currency).toBe('USD')
  })

  it('refuses negative or non-finite amounts and bad counts', () => {
    expect(() => calculateFare({ base: -1 })).toThrow(RangeError)
    expect(() => calculateFare({ base: Number.NaN })).toThrow(RangeError)
    expect(() => calculateFare({ base: 1, meetGreet: { ...charged, charge: -5 } })).toThrow(
      RangeError,
    )
    expect(() => calculateFare({ base: 1, childSeat: { ...charged, count: 0 } })).toThrow(
      RangeError,
    )
    expect(() => calculateFare({ base: 1, childSeat: { ...charged, count: 11 } })).toThrow(
      RangeError,
    )
    expect(() => calculateFare({ base: 1, childSeat: { ...charged, count: 1.5 } })).toThrow(
      RangeError,
    )
  })

  it('takes the partner discount off every line as its own line, rounded once', () => {
    expect(
      calculateFare({
        base: 80.15,
        meetGreet: charged,
        childSeat: { ...charged, count: 2 },
        partnerDiscountPercent: 10,
      }),
    ).toMatchObject({ partnerDiscount: 12.52, total: 112.63 })
    // 10 % of $0.05 is half a cent: it rounds up, once.
    expect(calculateFare({ base: 0.05, partnerDiscountPercent: 10 })).toMatchObject({
      partnerDiscount: 0.01,
      total: 0.04,
    })
    expect(calculateFare({ base: 50, partnerDiscountPercent: 100 }).total).toBe(0)
  })

  it.each([-1, 101, Number.NaN])('refuses a partner discount of %s %', (partnerDiscountPercent) => {
    expect(() => calculateFare({ base: 1, partnerDiscountPercent })).toThrow(RangeError)
  })

  it('produces a breakdown the schema accepts', () => {
    expect(fareBreakdownSchema.safeParse(calculateFare({ base: 5 })).success).toBe(true)
  })
})
