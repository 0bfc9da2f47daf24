import { describe, expect, it } from 'vitest'
import { isTripComplete, type TripDraft } from './is-trip-complete'

const oneWay: TripDraft = {
  rideType: 'one-way',
  pickup: { address: 'JFK Airport' },
  dropoff: { address: 'Times Square' },
  date: '2025-07-01',
  time: '09:30',
  passengers: 1,
  isRoundTrip: false,
  returnDate: '',
  returnTime: '',
}
const hourly: TripDraft = { ...oneWay, rideType: 'hourly', dropoff: null, duration: 3 }
const multiday: TripDraft = { ...oneWay, rideType: 'multiday', dropoff: null, days: 2 }

describe('isTripComplete: common fields', () => {
  it('is true for a complete one-way trip', () => {
    expect(isTripComplete(oneWay)).toBe(true)
  })

  it.each([
    ['pickup address', { pickup: { address: '' } }],
    ['pickup address of spaces', { pickup: { address: '   ' } }],
    ['date', { date: '' }],
    ['time', { time: '' }],
    ['passengers 0', { passengers: 0 }],
    ['passengers negative', { passengers: -1 }],
    ['passengers NaN', { passengers: Number.NaN }],
  ])('is false without %s', (_label, change) => {
    expect(isTripComplete({ ...oneWay, ...change })).toBe(false)
    expect(isTripComplete({ ...hourly, ...change })).toBe(false)
    expect(isTripComplete({ ...multiday, ...change })).toBe(false)
  })
})

describe('isTripComplete: one-way', () => {
  it('needs a dropoff address', () => {
    expect(isTripComplete({ ...oneWay, dropoff: { address: '' } })).toBe(false)
    expect(isTripComplete({ ...oneWay, dropoff: undefined })).toBe(false)
  })

  it('needs return date and time when round trip', () => {
    const roundTrip = { ...oneWay, isRoundTrip: true }
    expect(isTripComplete(roundTrip)).toBe(false)
    expect(isTripComplete({ ...roundTrip, returnDate: '2025-07-02' })).toBe(false)
    expect(isTripComplete({ ...roundTrip, returnTime: '18:00' })).toBe(false)
    expect(isTripComplete({ ...roundTrip, returnDate: '2025-07-02', returnTime: '18:00' })).toBe(
      true,
    )
  })
})

describe('isTripComplete: hourly', () => {
  it('needs a duration above 0, not a dropoff', () => {
    expect(isTripComplete(hourly)).toBe(true)
    expect(isTripComplete({ ...hourly, duration: 0 })).toBe(false)
    expect(isTripComplete({ ...hourly, duration: undefined })).toBe(false)
    expect(isTripComplete({ ...hourly, duration: null })).toBe(false)
  })
})

describe('isTripComplete: multiday', () => {
  it('needs days above 0', () => {
    expect(isTripComplete(multiday)).toBe(true)
    expect(isTripComplete({ ...multiday, days: 0 })).toBe(false)
    expect(isTripComplete({ ...multiday, days: undefined })).toBe(false)
  })
})

describe('isTripComplete: other ride types', () => {
  it('is false for any other ride type', () => {
    expect(isTripComplete({ ...oneWay, rideType: 'city-tour' })).toBe(false)
    expect(isTripComplete({ ...oneWay, rideType: '' })).toBe(false)
  })
})

describe('isTripComplete: the exact address of a city or district pickup', () => {
  const cityPickup: TripDraft = { ...oneWay, pickup: { address: 'Paris, France', type: 'city' } }

  it('needs the exact address when the pickup is a city or a district', () => {
    expect(isTripComplete(cityPickup)).toBe(false)
    expect(isTripComplete({ ...cityPickup, pickupAddressDetail: '  ' })).toBe(false)
    expect(isTripComplete({ ...cityPickup, pickupAddressDetail: '12 Rue de Rivoli' })).toBe(true)
    const district = { ...cityPickup, pickup: { address: 'Le Marais', type: 'district' as const } }
    expect(isTripComplete(district)).toBe(false)
  })

  it('does not need it for an airport, a landmark or a street address', () => {
    for (const type of ['airport', 'landmark', 'address'] as const) {
      expect(isTripComplete({ ...oneWay, pickup: { address: 'X', type } })).toBe(true)
    }
  })
})
