import { describe, expect, it } from 'vitest'
import { defaultRideDetails, type RideDetails } from '../trip/ride-details'
import type { VehicleOption } from '../vehicle/vehicle-option'
import { bookingCreatePayloadSchema } from './booking-create'
import { bookingPayloadFromFlow } from './booking-payload-from-flow'
import { defaultPreferences } from './preferences'

const ride: RideDetails = {
  ...defaultRideDetails,
  pickup: { address: 'Heathrow Airport', lat: 51.47, lng: -0.45 },
  dropoff: { address: 'The Shard', lat: 51.5, lng: -0.08 },
  date: '2025-07-01',
  time: '09:30',
  passengers: 2,
}
const vehicle: VehicleOption = {
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
  },
  availability: 'available',
  meetGreetMode: 'additional_charge',
  meetGreetChargeAmount: 15,
  childSeatMode: 'not_allowed',
  childSeatChargeAmount: 0,
}
const passenger = {
  name: 'Ada Lovelace',
  phone: '+442079460958',
  email: 'ada@example.com',
  whatsapp: '',
  notes: 'Two large cases',
}

const base = {
  rideDetails: ride,
  passengerDetails: passenger,
  preferences: {
    ...defaultPreferences,
    meetGreet: true,
    childSeat: true,
    notes: 'Call on arrival',
  },
  vehicle,
  quoteId: 'q-1',
  currency: 'GBP' as const,
  timeZone: 'Europe/London',
}

describe('bookingPayloadFromFlow', () => {
  it('maps the wizard choices to a valid payload', () => {
    const payload = bookingPayloadFromFlow(base)
    expect(payload).toMatchObject({
      quote_id: 'q-1',
      name: 'Ada Lovelace',
      phone_number: '+442079460958',
      pickup_location: 'Heathrow Airport',
      dropoff_location: 'The Shard',
      pickup_time: '2025-07-01T09:30:00+01:00',
      vehicle_price: 60,
      meet_greet_applicable: true,
      meet_greet_charge: 15,
      child_seat_applicable: false,
      driver_instructions: 'Two large cases\nCall on arrival',
      currency_code: 'GBP',
      is_round_trip: false,
      round_trip_time: null,
    })
    expect(bookingCreatePayloadSchema.safeParse(payload).success).toBe(true)
  })

  it('carries the return of a round trip', () => {
    const payload = bookingPayloadFromFlow({
      ...base,
      rideDetails: { ...ride, isRoundTrip: true, returnDate: '2025-07-03', returnTime: '17:00' },
    })
    expect(payload.is_round_trip).toBe(true)
    expect(payload.round_trip_time).toBe('2025-07-03T17:00:00+01:00')
    expect(bookingCreatePayloadSchema.safeParse(payload).success).toBe(true)
  })

  it('leaves the dropoff out of an hourly ride', () => {
    const payload = bookingPayloadFromFlow({
      ...base,
      rideDetails: { ...ride, rideType: 'hourly', duration: 3, isRoundTrip: true },
    })
    expect(payload.dropoff_location).toBe('')
    expect(payload.is_round_trip).toBe(false)
  })

  it('sends the exact addresses beside a city pickup and dropoff, trimmed', () => {
    const payload = bookingPayloadFromFlow({
      ...base,
      rideDetails: {
        ...ride,
        pickup: { address: 'Paris, France', lat: 48.86, lng: 2.35, type: 'city' },
        dropoff: { address: 'Le Marais, Paris', lat: 48.86, lng: 2.36, type: 'district' },
        pickupAddressDetail: ' Hotel Lutetia, room 412 ',
        dropoffAddressDetail: '8 Rue des Rosiers',
      },
    })
    expect(payload).toMatchObject({
      pickup_location: 'Paris, France',
      pickup_address_detail: 'Hotel Lutetia, room 412',
      dropoff_location: 'Le Marais, Paris',
      dropoff_address_detail: '8 Rue des Rosiers',
    })
    expect(bookingCreatePayloadSchema.safeParse(payload).success).toBe(true)
  })

  it('leaves out a detail typed for a city once the place is an airport, and on hourly rides', () => {
    const leftOver = { pickupAddressDetail: 'Hotel Lutetia', dropoffAddressDetail: 'Gate 3' }
    const airport = bookingPayloadFromFlow({
      ...base,
      rideDetails: { ...ride, ...leftOver, pickup: { ...ride.pickup, type: 'airport' } },
    })
    expect(airport.pickup_address_detail).toBe('')
    expect(airport.dropoff_address_detail).toBe('')
    const hourly = bookingPayloadFromFlow({
      ...base,
      rideDetails: {
        ...ride,
        ...leftOver,
        rideType: 'hourly',
        duration: 3,
        pickup: { ...ride.pickup, type: 'city' },
        dropoff: { ...ride.dropoff, type: 'city' },
      },
    })
    expect(hourly.pickup_address_detail).toBe('Hotel Lutetia')
    expect(hourly.dropoff_address_detail).toBe('')
  })
})
