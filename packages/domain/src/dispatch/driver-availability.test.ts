import { describe, expect, it } from 'vitest'
import {
  driverConflict,
  driverConflictMessage,
  estimatedDriveMinutes,
  rideOccupancy,
  timeOffInputSchema,
  withinWorkingHours,
  workingHoursInputSchema,
  type RideTimeFacts,
  type Shift,
  type Span,
} from './driver-availability'

const road = { roadFactor: 1.3, averageSpeedKmh: 40 }
const jfk = { lat: 40.6413, lng: -73.7781 }
const timesSquare = { lat: 40.758, lng: -73.9855 }

const at = (iso: string) => new Date(iso)
const span = (start: string, end: string): Span => ({ start: at(start), end: at(end) })
const ride = (facts: Partial<RideTimeFacts>): RideTimeFacts => ({
  rideType: 'one-way',
  pickupAt: at('2026-12-03T14:00:00Z'),
  returnAt: null,
  durationHours: null,
  days: null,
  pickup: jfk,
  dropoff: timesSquare,
  ...facts,
})
const shift = (weekday: number, starts: string, ends: string) =>
  ({ weekday, starts, ends }) as Shift

describe('rideOccupancy', () => {
  it('keeps a one-way ride’s driver from the lead margin to the buffer after the drive', () => {
    const drive = estimatedDriveMinutes(jfk, timesSquare, road)
    expect(drive).toBe(43)
    expect(rideOccupancy(ride({}), road)).toEqual([
      span('2026-12-03T13:30:00Z', '2026-12-03T14:58:00Z'),
    ])
  })

  it('adds a second span for a round trip’s return', () => {
    const spans = rideOccupancy(ride({ returnAt: at('2026-12-03T20:00:00Z') }), road, {
      leadMarginMinutes: 10,
      bufferMinutes: 0,
    })
    expect(spans).toEqual([
      span('2026-12-03T13:50:00Z', '2026-12-03T14:43:00Z'),
      span('2026-12-03T19:50:00Z', '2026-12-03T20:43:00Z'),
    ])
  })

  it('lasts an hourly ride’s hours and a multi-day hire’s days', () => {
    expect(
      rideOccupancy(ride({ rideType: 'hourly', durationHours: 4, dropoff: null }), road),
    ).toEqual([span('2026-12-03T13:30:00Z', '2026-12-03T18:15:00Z')])
    expect(rideOccupancy(ride({ rideType: 'multiday', days: 3, dropoff: null }), road)).toEqual([
      span('2026-12-03T13:30:00Z', '2026-12-06T14:15:00Z'),
    ])
  })
})

describe('withinWorkingHours', () => {
  const ny = 'America/New_York'

  it('takes any time when no hours are kept', () => {
    expect(withinWorkingHours(span('2026-12-03T03:00:00Z', '2026-12-03T04:00:00Z'), [], ny)).toBe(
      true,
    )
  })

  it('covers a ride inside a day shift and refuses one running past its end', () => {
    // Thursday 3 December 2026; New York is UTC−5 in winter.
    const days = [shift(4, '08:00', '18:00')]
    expect(withinWorkingHours(span('2026-12-03T14:00:00Z', '2026-12-03T15:00:00Z'), days, ny)).toBe(
      true,
    )
    expect(withinWorkingHours(span('2026-12-03T22:30:00Z', '2026-12-03T23:30:00Z'), days, ny)).toBe(
      false,
    )
    expect(withinWorkingHours(span('2026-12-04T14:00:00Z', '2026-12-04T15:00:00Z'), days, ny)).toBe(
      false,
    )
  })

  it('follows a night shift past midnight into the next day', () => {
    const nights = [shift(4, '22:00', '06:00')]
    // Friday 02:00 in New York is inside Thursday's night shift.
    expect(
      withinWorkingHours(span('2026-12-04T07:00:00Z', '2026-12-04T08:00:00Z'), nights, ny),
    ).toBe(true)
    // Friday 05:30 to 06:30 runs past its end.
    expect(
      withinWorkingHours(span('2026-12-04T10:30:00Z', '2026-12-04T11:30:00Z'), nights, ny),
    ).toBe(false)
    // Friday night is not worked.
    expect(
      withinWorkingHours(span('2026-12-05T04:00:00Z', '2026-12-05T05:00:00Z'), nights, ny),
    ).toBe(false)
  })

  it('joins back-to-back shifts, and a whole-day shift covers the day', () => {
    const split = [shift(4, '06:00', '14:00'), shift(4, '14:00', '22:00')]
    expect(
      withinWorkingHours(span('2026-12-03T18:00:00Z', '2026-12-03T20:00:00Z'), split, ny),
    ).toBe(true)
    const allWeek = [1, 2, 3, 4, 5, 6, 7].map((day) => shift(day, '00:00', '00:00'))
    expect(
      withinWorkingHours(span('2026-12-01T00:00:00Z', '2026-12-05T00:00:00Z'), allWeek, ny),
    ).toBe(true)
  })

  it('keeps wall-clock hours across a DST change', () => {
    // Europe/London: clocks go back on Sunday 25 October 2026 (BST → GMT).
    const london = 'Europe/London'
    const sundays = [shift(7, '09:00', '17:00')]
    // 18 October (BST): 09:00 local is 08:00 UTC.
    expect(
      withinWorkingHours(span('2026-10-18T08:00:00Z', '2026-10-18T09:00:00Z'), sundays, london),
    ).toBe(true)
    expect(
      withinWorkingHours(span('2026-10-18T07:30:00Z', '2026-10-18T08:30:00Z'), sundays, london),
    ).toBe(false)
    // 25 October (GMT from 02:00): 09:00 local is 09:00 UTC.
    expect(
      withinWorkingHours(span('2026-10-25T08:30:00Z', '2026-10-25T09:30:00Z'), sundays, london),
    ).toBe(false)
    expect(
      withinWorkingHours(span('2026-10-25T09:00:00Z', '2026-10-25T17:00:00Z'), sundays, london),
    ).toBe(true)
    // A night shift over the spring change (29 March 2026) is an hour shorter in UTC.
    const saturdayNight = [shift(6, '22:00', '06:00')]
    expect(
      withinWorkingHours(
        span('2026-03-28T22:00:00Z', '2026-03-29T05:00:00Z'),
        saturdayNight,
        london,
      ),
    ).toBe(true)
    expect(
      withinWorkingHours(
        span('2026-03-28T22:00:00Z', '2026-03-29T05:30:00Z'),
        saturdayNight,
        london,
      ),
    ).toBe(false)
  })

  it('reads the hours in the ride’s own zone', () => {
    const days = [shift(4, '08:00', '18:00')]
    const tokyoMorning = span('2026-12-03T00:00:00Z', '2026-12-03T01:00:00Z') // 09:00 in Tokyo
    expect(withinWorkingHours(tokyoMorning, days, 'Asia/Tokyo')).toBe(true)
    expect(withinWorkingHours(tokyoMorning, days, 'America/Los_Angeles')).toBe(false)
  })
})

describe('driverConflict', () => {
  const own = [span('2026-12-03T13:30:00Z', '2026-12-03T15:00:00Z')]
  const free = { shifts: [], timeOff: [], rides: [] }

  it('finds nothing for a free driver, and touching spans do not overlap', () => {
    expect(driverConflict(own, free, 'UTC')).toBeNull()
    const before = {
      ...free,
      rides: [
        { bookingCode: 'RL-AAAAAA', spans: [span('2026-12-03T12:00:00Z', '2026-12-03T13:30:00Z')] },
      ],
    }
    expect(driverConflict(own, before, 'UTC')).toBeNull()
  })

  it('names the ride in the way first, then a time off, then the hours', () => {
    const everything = {
      shifts: [shift(1, '08:00', '09:00')],
      timeOff: [span('2026-12-03T14:00:00Z', '2026-12-04T00:00:00Z')],
      rides: [
        { bookingCode: 'RL-7K2M9Q', spans: [span('2026-12-03T14:30:00Z', '2026-12-03T16:10:00Z')] },
      ],
    }
    const conflict = driverConflict(own, everything, 'Europe/London')
    expect(conflict).toMatchObject({ kind: 'ride', bookingCode: 'RL-7K2M9Q' })
    expect(driverConflictMessage(conflict!, 'Ana Silva', 'Europe/London')).toBe(
      'Ana Silva already drives RL-7K2M9Q from 3 Dec, 14:30 to 3 Dec, 16:10.',
    )
    const off = driverConflict(own, { ...everything, rides: [] }, 'Europe/London')
    expect(driverConflictMessage(off!, 'Ana Silva', 'Europe/London')).toBe(
      'Ana Silva is off from 3 Dec, 14:00 to 4 Dec, 00:00.',
    )
    const hours = driverConflict(own, { ...everything, rides: [], timeOff: [] }, 'Europe/London')
    expect(driverConflictMessage(hours!, 'Ana Silva', 'Europe/London')).toBe(
      "This ride falls outside Ana Silva's working hours.",
    )
  })

  it('meets a round trip’s return leg too', () => {
    const roundTrip = [...own, span('2026-12-03T20:00:00Z', '2026-12-03T21:00:00Z')]
    const evening = {
      ...free,
      rides: [
        { bookingCode: 'RL-BBBBBB', spans: [span('2026-12-03T20:30:00Z', '2026-12-03T22:00:00Z')] },
      ],
    }
    expect(driverConflict(roundTrip, evening, 'UTC')).toMatchObject({ bookingCode: 'RL-BBBBBB' })
  })
})

describe('input', () => {
  it('refuses shifts of one week that overlap, a Sunday night shift running into Monday included', () => {
    const result = workingHoursInputSchema.safeParse({
      shifts: [shift(1, '04:00', '12:00'), shift(7, '22:00', '06:00')],
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({
      path: ['shifts', 1, 'starts'],
      message: 'This Sunday shift overlaps the Monday shift before it',
    })
    expect(
      workingHoursInputSchema.safeParse({
        shifts: [shift(1, '06:00', '14:00'), shift(1, '14:00', '22:00')],
      }).success,
    ).toBe(true)
    expect(
      workingHoursInputSchema.safeParse({ shifts: [shift(8, '06:00', '14:00')] }).success,
    ).toBe(false)
  })

  it('refuses time off that ends before it starts', () => {
    const result = timeOffInputSchema.safeParse({
      starts_at: '2026-12-03T10:00:00+01:00',
      ends_at: '2026-12-03T09:00:00+01:00',
    })
    expect(result.error?.issues[0]).toMatchObject({
      path: ['ends_at'],
      message: 'The time off must end after it starts',
    })
  })
})
