import { describe, expect, it } from 'vitest'
import type { PriceCalculationResponse } from '../pricing/price-calculation'
import {
  filterVehicleOptions,
  sortVehicleOptions,
  vehicleOptionSchema,
  vehicleOptionsFromQuote,
} from './vehicle-option'

const quote: PriceCalculationResponse = {
  available_vehicles: [
    {
      city_vehicle_id: 'ldn-sedan',
      vehicle_name: 'Sedan',
      vehicle_model: 'Toyota Prius',
      vehicle_type: 'sedan',
      vehicle_logo: '/fleet/sedan.webp',
      passenger_capacity: 3,
      luggage_capacity: 2,
      price: 60,
      price_type: 'fixed',
    },
    {
      city_vehicle_id: 'ldn-business-van',
      vehicle_name: 'Business Minivan',
      vehicle_model: 'Mercedes V-Class',
      vehicle_type: 'business-minivan',
      vehicle_logo: '/fleet/v-class.webp',
      passenger_capacity: 7,
      luggage_capacity: 7,
      price: 120.5,
      price_type: 'fixed',
    },
    {
      city_vehicle_id: 'ldn-mpv',
      vehicle_name: 'MPV',
      vehicle_model: 'Ford Galaxy',
      vehicle_type: '',
      vehicle_logo: '/fleet/mpv.webp',
      passenger_capacity: 5,
      luggage_capacity: 5,
      price: 45.99,
      price_type: 'fixed',
    },
  ],
  meet_greet_mode: 'additional_charge',
  meet_greet_charge_amount: 15,
  child_seat_mode: 'included',
  child_seat_charge_amount: 0,
  distance_km: 24,
  duration_min: 50,
  quote_id: 'q-1',
  quote_expires_at: '2025-07-01T09:45:00Z',
}

const options = vehicleOptionsFromQuote(quote, { currency: 'GBP', rate: 0.79 })

describe('vehicleOptionsFromQuote', () => {
  it('makes one valid card per vehicle with converted prices', () => {
    expect(options).toHaveLength(3)
    expect(options[0]).toEqual({
      id: 'ldn-sedan',
      name: 'Sedan',
      model: 'Toyota Prius',
      type: 'sedan',
      image: '/fleet/sedan.webp',
      capacity: { seats: 3, luggage: 2 },
      pricing: {
        base: 47.4,
        currency: 'GBP',
        type: 'fixed',
        originalBase: 60,
        originalCurrency: 'USD',
        // The surcharges inside the quoted price, for the review step's fare lines.
        originalNightCharge: 0,
        originalAirportFee: 0,
      },
      availability: 'available',
      meetGreetMode: 'additional_charge',
      meetGreetChargeAmount: 15,
      childSeatMode: 'included',
      childSeatChargeAmount: 0,
    })
    for (const option of options) expect(vehicleOptionSchema.safeParse(option).success).toBe(true)
  })

  it('lets a class override the area’s add-on modes', () => {
    const [sedan, van] = quote.available_vehicles
    const overridden = vehicleOptionsFromQuote(
      {
        ...quote,
        available_vehicles: [
          sedan!,
          { ...van!, meet_greet_mode: 'included', child_seat_mode: 'not_allowed' },
        ],
      },
      { currency: 'USD', rate: 1 },
    )
    expect(overridden.map((o) => [o.meetGreetMode, o.childSeatMode])).toEqual([
      ['additional_charge', 'included'],
      ['included', 'not_allowed'],
    ])
  })

  it('carries a net-rate partner’s mark-up and whether prices hide, and nothing for others', () => {
    const forPartner = (kind: 'net' | 'discount') =>
      vehicleOptionsFromQuote(
        {
          ...quote,
          partner_rate_plan: { kind, markup_percent: kind === 'net' ? 25 : 0, hide_prices: false },
        },
        { currency: 'USD', rate: 1 },
      )[0]
    expect(forPartner('net')?.netPlan).toEqual({ markupPercent: 25, hidePrices: false })
    expect(forPartner('discount')).not.toHaveProperty('netPlan')
    expect(options[0]).not.toHaveProperty('netPlan')
  })

  it('defaults a missing type to standard', () => {
    expect(options[2]?.type).toBe('standard')
  })
})

describe('sortVehicleOptions', () => {
  it('sorts by price ascending or seats descending without mutating', () => {
    expect(sortVehicleOptions(options, 'price').map((o) => o.id)).toEqual([
      'ldn-mpv',
      'ldn-sedan',
      'ldn-business-van',
    ])
    expect(sortVehicleOptions(options, 'seats').map((o) => o.id)).toEqual([
      'ldn-business-van',
      'ldn-mpv',
      'ldn-sedan',
    ])
    expect(options[0]?.id).toBe('ldn-sedan')
  })
})

describe('filterVehicleOptions', () => {
  it('keeps all, the available, or the luxury classes', () => {
    expect(filterVehicleOptions(options, 'all')).toHaveLength(3)
    expect(filterVehicleOptions(options, 'available')).toHaveLength(3)
    expect(filterVehicleOptions(options, 'luxury').map((o) => o.id)).toEqual(['ldn-business-van'])
  })
})
