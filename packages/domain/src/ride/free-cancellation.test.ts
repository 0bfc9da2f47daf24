import { describe, expect, it } from 'vitest'
import {
  freeCancellationDeadline,
  freeCancellationText,
  shortZonedTime,
  zoneCity,
} from './free-cancellation'

const pickupAt = new Date('2030-03-20T15:00:00Z')
const hoursBefore = (hours: number) => new Date(pickupAt.getTime() - hours * 3_600_000)
const deadline = (rideType: string, seats: number) =>
  freeCancellationDeadline({ rideType, seats, pickupAt })

describe('freeCancellationDeadline', () => {
  it.each([
    ['one-way', 1, 24],
    ['one-way', 7, 24],
    ['one-way', 8, 48],
    ['one-way', 14, 48],
    ['one-way', 15, 120],
    ['one-way', 16, 120],
    ['round-trip', 3, 24],
    ['hourly', 7, 48],
    ['hourly', 8, 72],
    ['hourly', 14, 72],
    ['hourly', 16, 168],
    ['multiday', 7, 72],
    ['multiday', 8, 168],
    ['multiday', 14, 168],
    ['multiday', 16, 336],
  ])(
    'a %s ride in a %i-seat vehicle is free to cancel until %i hours before pickup',
    (type, seats, hours) => {
      expect(deadline(type, seats)).toEqual(hoursBefore(hours))
    },
  )

  it("follows the booked class's own terms: the notice of its full refund, or none", () => {
    const own = (transfer: Array<{ minHoursNotice: number; refundPercent: number }>) =>
      freeCancellationDeadline({
        rideType: 'one-way',
        seats: 3,
        pickupAt,
        terms: { transfer, charter: [], multiday: [] },
      })
    expect(own([{ minHoursNotice: 6, refundPercent: 100 }])).toEqual(hoursBefore(6))
    expect(own([{ minHoursNotice: 48, refundPercent: 80 }])).toBeNull()
  })
})

describe('freeCancellationText', () => {
  it('writes the deadline on the pickup zone’s clock, named by its city', () => {
    // 15:30 UTC on Tuesday 14 January 2025 is 10:30 in New York (EST).
    const at = new Date('2025-01-14T15:30:00Z')
    expect(freeCancellationText(at, 'America/New_York')).toBe(
      'Free cancellation until Tue 14 Jan, 10:30 New York time',
    )
    expect(freeCancellationText(at, 'Asia/Kolkata')).toBe(
      'Free cancellation until Tue 14 Jan, 21:00 Kolkata time',
    )
  })

  it('crosses midnight into the zone’s own day and keeps a 24-hour clock', () => {
    const at = new Date('2030-09-01T23:45:00Z')
    expect(shortZonedTime(at, 'Asia/Tokyo')).toBe('Mon 2 Sep, 08:45')
    expect(shortZonedTime(at, 'America/Los_Angeles')).toBe('Sun 1 Sep, 16:45')
    expect(shortZonedTime(new Date('2030-09-01T00:05:00Z'), 'UTC')).toBe('Sun 1 Sep, 00:05')
  })

  it('names the zone by the last part of its IANA name, underscores as spaces', () => {
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires')
    expect(zoneCity('Europe/London')).toBe('London')
    expect(zoneCity('UTC')).toBe('UTC')
  })
})
