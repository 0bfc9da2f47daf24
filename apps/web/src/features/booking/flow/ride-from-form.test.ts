import { defaultRideDetails } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { rideFromFormValues } from './ride-from-form'

describe('rideFromFormValues', () => {
  it('is the default ride for an untouched form', () => {
    expect(rideFromFormValues({ 'ride-type': 'one-way', passengers: '1' })).toEqual(
      defaultRideDetails,
    )
  })

  it('keeps typed places as text only, never as picked places', () => {
    const ride = rideFromFormValues({ pickup: 'heathrow', dropoff: 'padd' })
    expect(ride.pickup).toEqual({ address: 'heathrow', lat: null, lng: null })
    expect(ride.dropoff).toEqual({ address: 'padd', lat: null, lng: null })
  })

  it('takes valid dates, times and a round trip, and drops what is not valid', () => {
    const ride = rideFromFormValues({
      date: '2026-12-24',
      time: '08:15',
      'round-trip': 'on',
      'return-date': 'not a date',
      'return-time': '18:30',
      passengers: '40',
    })
    expect(ride).toMatchObject({
      date: '2026-12-24',
      time: '08:15',
      isRoundTrip: true,
      returnDate: '',
      returnTime: '18:30',
      passengers: 8,
    })
  })

  it('starts an hourly or multi-day ride at its minimum and drops the round trip', () => {
    expect(rideFromFormValues({ 'ride-type': 'hourly', 'round-trip': 'on' })).toMatchObject({
      rideType: 'hourly',
      duration: 1,
      isRoundTrip: false,
    })
    expect(rideFromFormValues({ 'ride-type': 'multiday', days: '45' })).toMatchObject({
      rideType: 'multiday',
      days: 30,
    })
    expect(rideFromFormValues({ 'ride-type': 'helicopter' }).rideType).toBe('one-way')
  })
})
