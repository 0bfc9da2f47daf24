import { describe, expect, it } from 'vitest'
import {
  defaultRideDetails,
  geoLocationSchema,
  hasCoordinates,
  rideDetailsSchema,
  rideTypeSchema,
  withRideType,
  withRoundTrip,
} from './ride-details'

describe('rideDetailsSchema', () => {
  it('defaults to an empty one-way ride for one passenger', () => {
    expect(defaultRideDetails).toEqual({
      rideType: 'one-way',
      pickup: { address: '', lat: null, lng: null },
      dropoff: { address: '', lat: null, lng: null },
      date: '',
      time: '',
      passengers: 1,
      isRoundTrip: false,
      returnDate: '',
      returnTime: '',
      pickupAddressDetail: '',
      dropoffAddressDetail: '',
    })
  })

  it('keeps the picked place type and the exact address, and reads a draft saved without them', () => {
    const ride = rideDetailsSchema.parse({
      pickup: { address: 'Paris, France', lat: 48.86, lng: 2.35, type: 'city' },
      pickupAddressDetail: 'Hotel Lutetia, room 412',
    })
    expect(ride.pickup.type).toBe('city')
    expect(ride.pickupAddressDetail).toBe('Hotel Lutetia, room 412')
    const older = rideDetailsSchema.parse({ pickup: { address: 'JFK', lat: 40.64, lng: -73.78 } })
    expect(older.pickup.type).toBeUndefined()
    expect(older.pickupAddressDetail).toBe('')
  })

  it('accepts a filled hourly ride', () => {
    const ride = rideDetailsSchema.parse({
      rideType: 'hourly',
      pickup: { address: 'JFK Airport', lat: 40.64, lng: -73.78 },
      date: '2025-07-01',
      time: '09:30',
      passengers: 3,
      duration: 4,
    })
    expect(ride.duration).toBe(4)
    expect(ride.passengers).toBe(3)
  })

  it('refuses values outside the bounds and unknown ride types', () => {
    expect(rideDetailsSchema.safeParse({ passengers: 9 }).success).toBe(false)
    expect(rideDetailsSchema.safeParse({ duration: 25 }).success).toBe(false)
    expect(rideDetailsSchema.safeParse({ days: 1 }).success).toBe(false)
    expect(rideDetailsSchema.safeParse({ date: '01/07/2025' }).success).toBe(false)
    expect(rideTypeSchema.safeParse('city-tour').success).toBe(false)
  })
})

describe('geoLocationSchema', () => {
  it('needs an address and coordinates in range', () => {
    expect(geoLocationSchema.safeParse({ address: 'LHR', lat: 51.47, lng: -0.45 }).success).toBe(
      true,
    )
    expect(geoLocationSchema.safeParse({ address: ' ', lat: 0, lng: 0 }).success).toBe(false)
    expect(geoLocationSchema.safeParse({ address: 'X', lat: 91, lng: 0 }).success).toBe(false)
    expect(geoLocationSchema.safeParse({ address: 'X', lat: 0, lng: -181 }).success).toBe(false)
  })
})

describe('hasCoordinates', () => {
  it('is true only for an address with both coordinates', () => {
    expect(hasCoordinates({ address: 'LHR', lat: 51.47, lng: -0.45 })).toBe(true)
    expect(hasCoordinates({ address: 'LHR', lat: null, lng: -0.45 })).toBe(false)
    expect(hasCoordinates({ address: '', lat: 1, lng: 1 })).toBe(false)
  })
})

describe('withRoundTrip', () => {
  const ride = {
    ...defaultRideDetails,
    isRoundTrip: true,
    returnDate: '2025-07-02',
    returnTime: '10:00',
  }

  it('clears return date and time when unticked', () => {
    expect(withRoundTrip(ride, false)).toMatchObject({
      isRoundTrip: false,
      returnDate: '',
      returnTime: '',
    })
  })

  it('keeps them when ticked', () => {
    expect(withRoundTrip(ride, true)).toMatchObject({ isRoundTrip: true, returnDate: '2025-07-02' })
  })
})

describe('withRideType', () => {
  const roundTrip = {
    ...defaultRideDetails,
    isRoundTrip: true,
    returnDate: '2025-07-02' as const,
    returnTime: '10:00' as const,
  }

  it('starts hours and days at their minimum', () => {
    expect(withRideType(defaultRideDetails, 'hourly')).toMatchObject({
      rideType: 'hourly',
      duration: 1,
    })
    expect(withRideType(defaultRideDetails, 'multiday')).toMatchObject({
      rideType: 'multiday',
      days: 2,
    })
  })

  it('keeps hours already chosen and drops those of another type', () => {
    const hourly = { ...defaultRideDetails, rideType: 'hourly' as const, duration: 6 }
    expect(withRideType(hourly, 'hourly').duration).toBe(6)
    expect(withRideType(hourly, 'multiday')).toMatchObject({ duration: undefined, days: 2 })
  })

  it('keeps a round trip only on a one-way ride', () => {
    expect(withRideType(roundTrip, 'one-way')).toMatchObject({
      isRoundTrip: true,
      returnTime: '10:00',
    })
    expect(withRideType(roundTrip, 'hourly')).toMatchObject({ isRoundTrip: false, returnDate: '' })
  })
})
