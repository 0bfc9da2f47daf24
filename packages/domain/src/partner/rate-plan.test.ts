import { describe, expect, it } from 'vitest'
import { calculateFare } from '../fare/calculate-fare'
import { toCents } from '../fare/money'
import {
  bookedRatePlan,
  effectiveRatePlan,
  lessPercentCents,
  opsPartnerRatePlanRequestSchema,
  partnerPriceFor,
  planPercentFor,
  ratePlanFromView,
  ratePlanMessages,
  ratePlanView,
  repricedSellingCents,
  resetSellingPrice,
  SellingPriceRefusal,
  sellingPriceSchema,
  travellerPrice,
  typedSellingPrice,
  withMarkupCents,
  type PartnerRatePlan,
} from './rate-plan'

const net = (
  overrides: Partial<Extract<PartnerRatePlan, { kind: 'net' }>> = {},
): PartnerRatePlan => ({
  kind: 'net',
  netPercent: 20,
  markupPercent: 15,
  hidePrices: false,
  netRates: [{ areaId: 'new-york', vehicleClassId: 'van', netPercent: 30 }],
  ...overrides,
})
const where = { areaId: 'new-york', classId: 'sedan' }

describe('discount plan (today’s)', () => {
  it('pays the public price less the discount and sells at the public price', () => {
    expect(partnerPriceFor({ kind: 'discount', discountPercent: 10 }, where, 8015)).toEqual({
      percentOff: 10,
      netCents: 7213, // 801.5 off rounds half away from zero to 802
      sellingCents: 8015,
    })
  })

  it('keeps the booking as it always was: the fare lines, no selling price', () => {
    expect(bookedRatePlan({ kind: 'discount', discountPercent: 10 }, 7213)).toEqual({
      ratePlan: 'discount',
      sellingTotalCents: null,
      sellingMarkupPercent: null,
      hidePrices: false,
    })
  })

  it('refuses a selling price: the traveller sees the public fare', () => {
    expect(() => bookedRatePlan({ kind: 'discount', discountPercent: 10 }, 7213, 9000)).toThrow(
      new SellingPriceRefusal(ratePlanMessages.sellingPriceNotNet),
    )
  })
})

describe('net plan', () => {
  it('takes the area and class’s own net percent, else the plan’s', () => {
    expect(planPercentFor(net(), 'new-york', 'van')).toBe(30)
    expect(planPercentFor(net(), 'new-york', 'sedan')).toBe(20)
    expect(planPercentFor(net(), 'london', 'van')).toBe(20)
  })

  it('pays the net and sells at the net plus the mark-up, each in whole cents', () => {
    // 8015 less 20 % = 8015 - 1603 = 6412; plus 15 % = 7373.8 → 7374.
    expect(partnerPriceFor(net(), where, 8015)).toEqual({
      percentOff: 20,
      netCents: 6412,
      sellingCents: 7374,
    })
    // 9999 less 30 % = 9999 - 2999.7 → 9999 - 3000 = 6999; plus 15 % = 8048.85 → 8049.
    expect(partnerPriceFor(net(), { areaId: 'new-york', classId: 'van' }, 9999)).toEqual({
      percentOff: 30,
      netCents: 6999,
      sellingCents: 8049,
    })
  })

  it('nets a whole fare exactly as calculateFare discounts it, add-ons included', () => {
    for (const [base, percent] of [
      [80.15, 20],
      [33.33, 7],
      [0.05, 10],
      [1234.57, 33],
    ] as const) {
      const fare = calculateFare({ base, nightCharge: 0, partnerDiscountPercent: percent })
      expect(lessPercentCents(toCents(base), percent)).toBe(toCents(fare.total))
    }
  })

  it('rounds the mark-up to the cent, half away from zero', () => {
    expect(withMarkupCents(1, 50)).toBe(2) // 1.5 → 2
    expect(withMarkupCents(3, 50)).toBe(5) // 4.5 → 5
    expect(withMarkupCents(333, 10)).toBe(366) // 366.3 → 366
    expect(withMarkupCents(335, 10)).toBe(369) // 368.5 → 369
    expect(withMarkupCents(0, 300)).toBe(0)
    expect(withMarkupCents(12345, 0)).toBe(12345)
  })

  it('refuses amounts that are not whole cents and percents out of range', () => {
    expect(() => withMarkupCents(10.5, 10)).toThrow(RangeError)
    expect(() => withMarkupCents(100, 301)).toThrow(RangeError)
    expect(() => lessPercentCents(-1, 10)).toThrow(RangeError)
    expect(() => lessPercentCents(100, 10.5)).toThrow(RangeError)
  })

  it('books at the mark-up unless the partner sets its own price, never below the net', () => {
    expect(bookedRatePlan(net(), 6412)).toEqual({
      ratePlan: 'net',
      sellingTotalCents: 7374,
      sellingMarkupPercent: 15,
      hidePrices: false,
    })
    expect(bookedRatePlan(net({ hidePrices: true }), 6412, 9500)).toEqual({
      ratePlan: 'net',
      sellingTotalCents: 9500,
      sellingMarkupPercent: null,
      hidePrices: true,
    })
    expect(bookedRatePlan(net(), 6412, 6412).sellingTotalCents).toBe(6412)
    expect(() => bookedRatePlan(net(), 6412, 6411)).toThrow(
      "Your selling price can't be below the net price of $64.12 you pay for this ride.",
    )
  })

  it('reprices a changed booking’s selling price from its own terms', () => {
    const marked = { ratePlan: 'net' as const, sellingTotalCents: 7374, sellingMarkupPercent: 15 }
    expect(repricedSellingCents(marked, 6412, 7000)).toBe(8050)
    const own = { ratePlan: 'net' as const, sellingTotalCents: 9500, sellingMarkupPercent: null }
    expect(repricedSellingCents(own, 6412, 7000)).toBe(10088)
    expect(repricedSellingCents(own, 6412, 0)).toBe(3088)
    expect(repricedSellingCents({ ...own, sellingTotalCents: 100 }, 6412, 0)).toBe(0)
    expect(
      repricedSellingCents(
        { ratePlan: 'discount', sellingTotalCents: null, sellingMarkupPercent: null },
        6412,
        7000,
      ),
    ).toBeNull()
  })
})

describe('a selling price set again before paying', () => {
  it('takes the price given, or the booking’s own mark-up, else the plan’s', () => {
    const marked = { ratePlan: 'net' as const, sellingMarkupPercent: 15, hidePrices: true }
    expect(resetSellingPrice(marked, 6412, 9000, 40)).toEqual({
      ratePlan: 'net',
      sellingTotalCents: 9000,
      sellingMarkupPercent: null,
      hidePrices: true,
    })
    expect(resetSellingPrice(marked, 6412, null, 40).sellingTotalCents).toBe(7374)
    const own = { ...marked, sellingMarkupPercent: null }
    // 64.12 plus the plan's 40 % = 89.768 → 89.77.
    expect(resetSellingPrice(own, 6412, null, 40)).toMatchObject({
      sellingTotalCents: 8977,
      sellingMarkupPercent: 40,
    })
    expect(() => resetSellingPrice(own, 6412, 6411, 40)).toThrow(SellingPriceRefusal)
    expect(() => resetSellingPrice({ ...marked, ratePlan: 'discount' }, 6412, 9000, 40)).toThrow(
      ratePlanMessages.sellingPriceNotNet,
    )
  })
})

describe('a selling price typed in the portal', () => {
  it('reads dollars with or without $ and commas; empty means the mark-up', () => {
    expect(typedSellingPrice('', 6412)).toEqual({ amount: null })
    expect(typedSellingPrice('   ', 6412)).toEqual({ amount: null })
    expect(typedSellingPrice('95', 6412)).toEqual({ amount: 95 })
    expect(typedSellingPrice(' $1,250.5 ', 6412)).toEqual({ amount: 1250.5 })
    expect(typedSellingPrice('64.12', 6412)).toEqual({ amount: 64.12 })
  })

  it('says what is wrong: not an amount, past the limit, or below the net', () => {
    const invalid = { issue: ratePlanMessages.sellingPriceInvalid }
    for (const typed of ['abc', '12.345', '-5', '1e3', '100000.01', '12.']) {
      expect(typedSellingPrice(typed, 6412), typed).toEqual(invalid)
    }
    expect(typedSellingPrice('64.11', 6412)).toEqual({
      issue: "Your selling price can't be below the net price of $64.12 you pay for this ride.",
    })
  })
})

describe('what the traveller sees', () => {
  it('is the fare under a discount, the selling price under net rates, or nothing when hidden', () => {
    expect(travellerPrice(bookedRatePlan({ kind: 'discount', discountPercent: 5 }, 100))).toEqual({
      shown: 'fare',
    })
    expect(travellerPrice(bookedRatePlan(net(), 6412))).toEqual({
      shown: 'selling',
      totalCents: 7374,
    })
    expect(travellerPrice(bookedRatePlan(net({ hidePrices: true }), 6412))).toEqual({
      shown: 'none',
    })
  })
})

describe('effectiveRatePlan', () => {
  it('gives public prices until the partner is approved', () => {
    for (const status of ['email_unconfirmed', 'pending_approval', 'suspended'] as const) {
      expect(effectiveRatePlan({ status, plan: net() })).toEqual({
        kind: 'discount',
        discountPercent: 0,
      })
    }
    expect(effectiveRatePlan({ status: 'active', plan: net() })).toEqual(net())
  })
})

describe('the console’s plan', () => {
  it('reads back what it writes', () => {
    expect(ratePlanFromView(ratePlanView(net()))).toEqual(net())
    const discount: PartnerRatePlan = { kind: 'discount', discountPercent: 12 }
    expect(ratePlanFromView(ratePlanView(discount))).toEqual(discount)
  })

  it('names each refused field', () => {
    const issues = (body: unknown) =>
      opsPartnerRatePlanRequestSchema
        .safeParse(body)
        .error?.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues({ plan: { kind: 'gross' } })).toEqual([['plan.kind', 'Choose discount or net']])
    expect(issues({ plan: { kind: 'discount', discount_percent: 51 } })).toEqual([
      ['plan.discount_percent', 'Enter a whole percent from 0 to 50'],
    ])
    expect(
      issues({
        plan: {
          kind: 'net',
          net_percent: 10.5,
          markup_percent: 301,
          hide_prices: 'yes',
          net_rates: [
            { area_id: 'new-york', vehicle_class_id: 'van', net_percent: 20 },
            { area_id: 'new-york', vehicle_class_id: 'van', net_percent: 25 },
          ],
        },
      }),
    ).toEqual([
      ['plan.net_percent', 'Enter a whole percent from 0 to 50'],
      ['plan.markup_percent', 'Enter a whole percent from 0 to 300'],
      ['plan.hide_prices', 'Say whether the traveller sees a price: true or false'],
      ['plan.net_rates.1.vehicle_class_id', 'This area and class already have a net rate'],
    ])
  })

  it('takes selling prices in whole cents only', () => {
    expect(sellingPriceSchema.safeParse(95).success).toBe(true)
    expect(sellingPriceSchema.safeParse(95.25).success).toBe(true)
    expect(sellingPriceSchema.safeParse(95.255).success).toBe(false)
    expect(sellingPriceSchema.safeParse(-1).success).toBe(false)
    // Far out of range: refused, never thrown (the whole-cents check throws past 2^53 cents).
    expect(sellingPriceSchema.safeParse(-90071992547409.92).success).toBe(false)
    expect(sellingPriceSchema.safeParse(1e300).success).toBe(false)
  })
})
