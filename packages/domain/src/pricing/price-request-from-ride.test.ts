import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors/domain-error'
import { defaultRideDetails, type RideDetails } from '../trip/ride-details'
import { priceCalculationRequestSchema } from './price-calculation'
import { priceRequestFromRideDetails } from './price-request-from-ride'

const ride: RideDetails = {
  ...defaultRideDetails,
  pickup: { address: 'Heathrow', lat: 51.47, lng: -0.4543 },
  dropoff: { address: 'The Shard', lat: 51.5045, lng: -0.0865 },
  date: '2025-07-01',
  time: '09:30',
  passengers: 2,
}

describe('priceRequestFromRideDetails', () => {
  it('builds a one-way request in the pickup zone', () => {
    const request = priceRequestFromRideDetails(ride, 'Europe/London')
    expect(request).toEqual({
      ride_type: 'one-way',
      pickup: { address: 'Heathrow', lat: 51.47, lng: -0.4543 },
      dropoff: { address: 'The Shard', lat: 51.5045, lng: -0.0865 },
      booking_time: '2025-07-01T09:30:00+01:00',
      timezone: 'Europe/London',
      roundTrip: false,
      passengers: 2,
    })
    expect(priceCalculationRequestSchema.safeParse(request).success).toBe(true)
  })

  it('tells the quote what kind of place the pickup and dropoff are, never the exact address', () => {
    const request = priceRequestFromRideDetails(
      {
        ...ride,
        pickup: { address: 'Paris, France', lat: 48.86, lng: 2.35, type: 'city' },
        dropoff: { ...ride.dropoff, type: 'airport' },
        pickupAddressDetail: 'Hotel Lutetia, room 412',
      },
      'Europe/Paris',
    )
    expect(request.pickup).toEqual({
      address: 'Paris, France',
      lat: 48.86,
      lng: 2.35,
      type: 'city',
    })
    expect(request.dropoff?.type).toBe('airport')
    expect(JSON.stringify(request)).not.toContain('Lutetia')
    expect(priceCalculationRequestSchema.safeParse(request).success).toBe(true)
  })

  it('adds the return for a round trip', () => {
    const request = priceRequestFromRideDetails(
      { ...ride, isRoundTrip: true, returnDate: '2025-07-05', returnTime: '18:00' },
      'Europe/London',
    )
    expect(request.roundTrip).toBe(true)
    expect(request.roundTripDateTime).toBe('2025-07-05T18:00:00+01:00')
    expect(priceCalculationRequestSchema.safeParse(request).success).toBe(true)
  })

  it('sends hours for hourly and days for multi-day, without dropoff', () => {
    const hourly = priceRequestFromRideDetails({ ...ride, rideType: 'hourly', duration: 4 }, 'UTC')
    expect(hourly).toMatchObject({ ride_type: 'hourly', duration: 4 })
    expect(hourly).not.toHaveProperty('dropoff')
    expect(priceCalculationRequestSchema.safeParse(hourly).success).toBe(true)

    const multiday = priceRequestFromRideDetails(
      { ...ride, rideType: 'multiday', days: 3, isRoundTrip: true },
      'UTC',
    )
    expect(multiday).toMatchObject({ ride_type: 'multiday', days: 3, roundTrip: false })
    expect(priceCalculationRequestSchema.safeParse(multiday).success).toBe(true)
  })

  it('refuses an incomplete trip or places without coordinates', () => {
    expect(() => priceRequestFromRideDetails({ ...ride, time: '' }, 'UTC')).toThrow(DomainError)
    expect(() =>
      priceRequestFromRideDetails({ ...ride, pickup: { ...ride.pickup, lat: null } }, 'UTC'),
    ).toThrow('Choose the pickup from the suggestions')
    expect(() =>
      priceRequestFromRideDetails({ ...ride, dropoff: { ...ride.dropoff, lng: null } }, 'UTC'),
    ).toThrow('Choose the dropoff from the suggestions')
  })
})
