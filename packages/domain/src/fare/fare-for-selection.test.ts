import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sourceText } from '../language/translator'
import type { VehicleOption } from '../vehicle/vehicle-option'
import { fareForSelection, selectionFare } from './fare-for-selection'

const vehicle: VehicleOption = {
  id: 'nyc-suv',
  name: 'SUV',
  model: 'Chevrolet Suburban',
  type: 'suv',
  image: '/fleet/suv.webp',
  capacity: { seats: 6, luggage: 6 },
  pricing: { base: 92, currency: 'EUR', type: 'fixed', originalBase: 100, originalCurrency: 'USD' },
  availability: 'available',
  meetGreetMode: 'additional_charge',
  meetGreetChargeAmount: 20,
  childSeatMode: 'additional_charge',
  childSeatChargeAmount: 10,
}

describe('fareForSelection', () => {
  it('adds the chosen add-ons in USD at rate 1', () => {
    expect(
      fareForSelection({
        vehicle,
        preferences: { meetGreet: true, childSeat: true, childSeatCount: 2 },
        currency: 'USD',
        rate: 1,
      }),
    ).toEqual({
      base: 100,
      meetGreet: 20,
      childSeat: 20,
      nightCharge: 0,
      partnerDiscount: 0,
      total: 140,
      currency: 'USD',
    })
  })

  it('converts each line, and the lines sum to the total', () => {
    const fare = fareForSelection({
      vehicle,
      preferences: { meetGreet: true, childSeat: true, childSeatCount: 3 },
      currency: 'EUR',
      rate: 0.923,
    })
    expect(fare).toEqual({
      base: 92.3,
      meetGreet: 18.46,
      childSeat: 27.69,
      nightCharge: 0,
      partnerDiscount: 0,
      total: 138.45,
      currency: 'EUR',
    })
  })

  it('adds nothing for add-ons not chosen or not charged', () => {
    const fare = fareForSelection({
      vehicle: { ...vehicle, childSeatMode: 'included' },
      preferences: { meetGreet: false, childSeat: true, childSeatCount: 2 },
      currency: 'USD',
      rate: 1,
    })
    expect(fare.total).toBe(100)
  })

  it("takes a partner's discount from the quote as its own line", () => {
    expect(
      fareForSelection({
        vehicle: { ...vehicle, partnerDiscountPercent: 10 },
        preferences: { meetGreet: true, childSeat: false, childSeatCount: 1 },
        currency: 'USD',
        rate: 1,
      }),
    ).toMatchObject({ base: 100, meetGreet: 20, partnerDiscount: 12, total: 108 })
  })
})

describe('selectionFare', () => {
  const withSurcharges: VehicleOption = {
    ...vehicle,
    pricing: { ...vehicle.pricing, originalNightCharge: 5, originalAirportFee: 15 },
    partnerDiscountPercent: 10,
  }

  it('splits the quoted price into the lines the ride page and the mails show', () => {
    const fare = selectionFare({
      vehicle: withSurcharges,
      preferences: { meetGreet: true, childSeat: true, childSeatCount: 2 },
      currency: 'USD',
      rate: 1,
    })
    expect(fare.lines.map((line) => [line.label, line.amountCents])).toEqual([
      ['Vehicle fare', 8000],
      ['Night surcharge', 500],
      ['Airport fee', 1500],
      ['Meet & greet', 2000],
      ['Child seats (2)', 2000],
      ['Partner discount', -1400],
    ])
    expect(fare.total).toBe(126)
  })

  it('labels the lines in the language of the translator it is given', () => {
    const input = {
      vehicle: withSurcharges,
      preferences: { meetGreet: true, childSeat: true, childSeatCount: 2 },
      currency: 'USD',
      rate: 1,
    }
    const fare = selectionFare(input, {
      _: (message, values) => `«${sourceText._(message, values)}»`,
    })
    expect(fare.lines.map((line) => line.label)).toEqual([
      '«Vehicle fare»',
      '«Night surcharge»',
      '«Airport fee»',
      '«Meet & greet»',
      '«Child seats (2)»',
      '«Partner discount»',
    ])
    expect(fare.lines.map((line) => line.amountCents)).toEqual(
      selectionFare(input).lines.map((line) => line.amountCents),
    )
  })

  it('shows an add-on that comes with the vehicle at no charge, and none not chosen', () => {
    const fare = selectionFare({
      vehicle: { ...vehicle, meetGreetMode: 'included' },
      preferences: { meetGreet: true, childSeat: false, childSeatCount: 1 },
      currency: 'USD',
      rate: 1,
    })
    expect(fare.lines.map((line) => [line.label, line.amountCents])).toEqual([
      ['Vehicle fare', 10000],
      ['Meet & greet', 0],
    ])
  })

  it('sums its lines to the total in any display currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 500_000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.double({ min: 0.01, max: 200, noNaN: true }),
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        (baseCents, nightCents, airportCents, rate, meetGreet, seats) => {
          const option: VehicleOption = {
            ...withSurcharges,
            pricing: {
              ...withSurcharges.pricing,
              originalBase: (baseCents + nightCents + airportCents) / 100,
              originalNightCharge: nightCents / 100,
              originalAirportFee: airportCents / 100,
            },
          }
          const fare = selectionFare({
            vehicle: option,
            preferences: { meetGreet, childSeat: true, childSeatCount: seats },
            currency: 'EUR',
            rate,
          })
          const sum = fare.lines.reduce((total, line) => total + line.amountCents, 0)
          expect(sum).toBe(Math.round(fare.total * 100))
        },
      ),
    )
  })
})
