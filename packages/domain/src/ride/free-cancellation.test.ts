import { describe, expect, it } from 'vitest'
import { freeCancellationDeadline, freeCancellationText, timeZoneCity } from './free-cancellation'

describe('freeCancellationDeadline', () => {
  const pickupAt = '2030-01-16T15:30:00Z'

  it('takes a day off a transfer in a car of up to seven seats', () => {
    expect(freeCancellationDeadline({ rideType: 'one-way', seats: 3, pickupAt })).toEqual(
      new Date('2030-01-15T15:30:00Z'),
    )
  })

  it('uses the notice of the full-refund tier of larger vehicles, not the partial one', () => {
    expect(freeCancellationDeadline({ rideType: 'one-way', seats: 12, pickupAt })).toEqual(
      new Date('2030-01-14T15:30:00Z'),
    )
    expect(freeCancellationDeadline({ rideType: 'one-way', seats: 30, pickupAt })).toEqual(
      new Date('2030-01-11T15:30:00Z'),
    )
  })

  it('follows the charter and multi-day rules for hourly and multi-day hire', () => {
    expect(freeCancellationDeadline({ rideType: 'hourly', seats: 5, pickupAt })).toEqual(
      new Date('2030-01-14T15:30:00Z'),
    )
    expect(freeCancellationDeadline({ rideType: 'multiday', seats: 16, pickupAt })).toEqual(
      new Date('2030-01-02T15:30:00Z'),
    )
  })

  it('refuses a pickup time that is no time', () => {
    expect(() =>
      freeCancellationDeadline({ rideType: 'one-way', seats: 3, pickupAt: 'soon' }),
    ).toThrow(RangeError)
  })
})

describe('freeCancellationText', () => {
  it("states the deadline on the pickup's clock, naming its city", () => {
    expect(freeCancellationText(new Date('2030-01-15T15:30:00Z'), 'America/New_York')).toBe(
      'Free cancellation until Tue 15 Jan, 10:30 New York time',
    )
    expect(freeCancellationText('2030-07-01T08:05:00Z', 'Europe/London')).toBe(
      'Free cancellation until Mon 1 Jul, 09:05 London time',
    )
  })

  it('names the last part of a zone, with spaces for underscores', () => {
    expect(timeZoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(timeZoneCity('UTC')).toBe('UTC')
  })
})
