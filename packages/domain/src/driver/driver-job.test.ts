import { describe, expect, it } from 'vitest'
import { nextStatusesFor } from '../booking/lifecycle-table'
import { driverLinkExpiresAt, driverSteps, nextDriverSteps, rideEndsAt } from './driver-job'

const HOUR = 3_600_000
const pickup = new Date('2030-01-15T15:30:00Z')

describe('the driver’s steps', () => {
  it('offer what the lifecycle lets a driver do next, in the page’s order', () => {
    for (const status of [
      'assigned',
      'driver_en_route',
      'driver_arrived',
      'passenger_on_board',
    ] as const) {
      expect([...nextDriverSteps(status)].sort()).toEqual(
        nextStatusesFor(status, 'driver')
          .filter((s) => (driverSteps as readonly string[]).includes(s))
          .sort(),
      )
    }
    expect(nextDriverSteps('driver_arrived')).toEqual(['passenger_on_board', 'no_show'])
    for (const status of ['confirmed', 'completed', 'cancelled', 'no_show'] as const) {
      expect(nextDriverSteps(status)).toEqual([])
    }
  })
})

describe('a job link’s end', () => {
  it('is a day after the pickup of a transfer', () => {
    expect(driverLinkExpiresAt({ pickupTime: pickup })).toEqual(
      new Date(pickup.getTime() + 24 * HOUR),
    )
  })

  it('follows the return of a round trip and the end of a hire', () => {
    const back = new Date(pickup.getTime() + 50 * HOUR)
    expect(rideEndsAt({ pickupTime: pickup, roundTripTime: back })).toEqual(back)
    expect(rideEndsAt({ pickupTime: pickup, durationHours: 6 })).toEqual(
      new Date(pickup.getTime() + 6 * HOUR),
    )
    expect(rideEndsAt({ pickupTime: pickup, days: 3 })).toEqual(
      new Date(pickup.getTime() + 72 * HOUR),
    )
  })
})
