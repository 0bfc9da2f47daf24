import { describe, expect, it } from 'vitest'
import type { VehicleOption } from '../vehicle/vehicle-option'
import { fareForSelection } from './fare-for-selection'

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
