import { describe, expect, it } from 'vitest'
import {
  priceCalculationRequestSchema,
  priceCalculationResponseSchema,
  type PriceCalculationRequestInput,
} from './price-calculation'

const oneWay: PriceCalculationRequestInput = {
  ride_type: 'one-way',
  pickup: { address: 'JFK Airport', lat: 40.6413, lng: -73.7781 },
  dropoff: { address: 'Times Square', lat: 40.758, lng: -73.9855 },
  booking_time: '2025-07-01T09:30:00-04:00',
  timezone: 'America/New_York',
  passengers: 2,
}
const hourly: PriceCalculationRequestInput = {
  ...oneWay,
  ride_type: 'hourly',
  dropoff: undefined,
  duration: 3,
}
const multiday: PriceCalculationRequestInput = {
  ...oneWay,
  ride_type: 'multiday',
  dropoff: undefined,
  days: 2,
}

function messages(input: unknown): string[] {
  const result = priceCalculationRequestSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('priceCalculationRequestSchema', () => {
  it('reads hours and days of 0 or null as none where they do not apply', () => {
    for (const none of [0, null]) {
      expect(messages({ ...oneWay, duration: none, days: none })).toEqual([])
      expect(messages({ ...hourly, days: none })).toEqual([])
      expect(messages({ ...multiday, duration: none })).toEqual([])
    }
    // Where they set the price they are still checked.
    expect(messages({ ...hourly, duration: 0 })).toEqual(['Hours must be between 1 and 24'])
    expect(messages({ ...hourly, duration: null })).toEqual(['Hours are required for hourly rides'])
    expect(messages({ ...multiday, days: 0 })).toEqual(['Days must be between 2 and 30'])
    expect(messages({ ...oneWay, days: 2 })).toEqual(['Days apply to multi-day rides only'])
  })

  it('keeps the place id and folds the address onto one line', () => {
    const parsed = priceCalculationRequestSchema.parse({
      ...oneWay,
      pickup: { ...oneWay.pickup, address: 'JFK\nAirport', place_id: 'airport:JFK' },
    })
    expect(parsed.pickup).toEqual({
      ...oneWay.pickup,
      address: 'JFK Airport',
      place_id: 'airport:JFK',
    })
  })

  it('accepts each ride type with its own fields', () => {
    expect(priceCalculationRequestSchema.parse(oneWay).roundTrip).toBe(false)
    expect(messages(hourly)).toEqual([])
    expect(messages(multiday)).toEqual([])
    expect(
      messages({ ...oneWay, roundTrip: true, roundTripDateTime: '2025-07-03T18:00:00-04:00' }),
    ).toEqual([])
  })

  it('needs each ride type’s own field', () => {
    expect(messages({ ...oneWay, dropoff: undefined })).toEqual([
      'Dropoff is required for one-way rides',
    ])
    expect(messages({ ...hourly, duration: undefined })).toEqual([
      'Hours are required for hourly rides',
    ])
    expect(messages({ ...multiday, days: undefined })).toEqual([
      'Days are required for multi-day rides',
    ])
  })

  it('refuses fields of another ride type', () => {
    expect(messages({ ...hourly, dropoff: oneWay.dropoff })).toEqual([
      'Dropoff applies to one-way rides only',
    ])
    expect(messages({ ...oneWay, duration: 2 })).toEqual(['Hours apply to hourly rides only'])
    expect(messages({ ...oneWay, days: 2 })).toEqual(['Days apply to multi-day rides only'])
    expect(
      messages({ ...hourly, roundTrip: true, roundTripDateTime: '2025-07-03T18:00:00-04:00' }),
    ).toEqual(['Round trip applies to one-way rides only'])
  })

  it('pairs roundTrip with roundTripDateTime after pickup', () => {
    expect(messages({ ...oneWay, roundTrip: true })).toEqual([
      'Return date and time are required for a round trip',
    ])
    expect(messages({ ...oneWay, roundTripDateTime: '2025-07-03T18:00:00-04:00' })).toEqual([
      'Return date and time apply to round trips only',
    ])
    expect(
      messages({ ...oneWay, roundTrip: true, roundTripDateTime: '2025-07-01T13:30:00Z' }),
    ).toEqual(['Return must be after pickup'])
  })

  it('keeps the input bounds and formats', () => {
    expect(messages({ ...oneWay, passengers: 9 })).toEqual(['Passengers must be between 1 and 8'])
    expect(messages({ ...hourly, duration: 25 })).toEqual(['Hours must be between 1 and 24'])
    expect(messages({ ...multiday, days: 1 })).toEqual(['Days must be between 2 and 30'])
    expect(messages({ ...oneWay, booking_time: '2025-07-01T09:30:00' })).toEqual([
      'Enter an ISO 8601 date-time with offset',
    ])
    expect(messages({ ...oneWay, timezone: 'New York' })).toEqual(['Enter a valid IANA time zone'])
  })
})

describe('priceCalculationResponseSchema', () => {
  it('accepts a quote', () => {
    const quote = {
      available_vehicles: [
        {
          city_vehicle_id: 'nyc-sedan',
          vehicle_name: 'Sedan',
          vehicle_model: 'Toyota Camry',
          vehicle_type: 'sedan',
          vehicle_logo: '/images/fleet/sedan.webp',
          passenger_capacity: 3,
          luggage_capacity: 2,
          price: 89.5,
          price_type: 'fixed',
        },
      ],
      meet_greet_mode: 'additional_charge',
      meet_greet_charge_amount: 15,
      child_seat_mode: 'not_allowed',
      child_seat_charge_amount: 0,
      distance_km: 24.3,
      duration_min: 41,
      quote_id: '5b0f3c7e-2f0e-4a51-9f52-6b1c1b7a9c11',
      quote_expires_at: '2025-07-01T09:45:00Z',
    }
    expect(priceCalculationResponseSchema.parse(quote)).toEqual(quote)
    expect(
      priceCalculationResponseSchema.safeParse({ ...quote, child_seat_mode: 'maybe' }).success,
    ).toBe(false)
  })
})
