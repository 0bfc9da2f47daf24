import { describe, expect, it } from 'vitest'
import type { BookingStatus } from '../booking/booking-status'
import type { ActorKind } from '../booking/lifecycle-table'
import { noShowMessages } from '../booking/waiting-policy'
import {
  driverPositionMessages,
  driverStepMessages,
  driverStepRefusal,
  driverStepToUndo,
  implausiblePosition,
  noShowRefusal,
  type DriverStepFacts,
} from './driver-step-rules'

const pickupAt = new Date('2030-01-15T15:30:00Z')
const timesSquare = { lat: 40.758, lng: -73.9855 }
const ride = (change: Partial<DriverStepFacts> = {}): DriverStepFacts => ({
  status: 'assigned',
  pickupAt,
  timezone: 'America/New_York',
  pickup: timesSquare,
  position: null,
  ...change,
})
const hoursBefore = (hours: number) => new Date(pickupAt.getTime() - hours * 3_600_000)

describe('driverStepRefusal', () => {
  it('opens “On my way” three hours before the pickup, saying when in local time', () => {
    expect(driverStepRefusal(ride(), 'driver_en_route', hoursBefore(3.01))).toBe(
      'It is too early to set off: “On my way” opens 3 hours before the pickup, at 07:30 on 2030-01-15 (local time).',
    )
    expect(driverStepRefusal(ride(), 'driver_en_route', hoursBefore(3))).toBeUndefined()
    const policy = { enRouteHoursBeforePickup: 1, arrivalRadiusMeters: 1000 }
    expect(driverStepRefusal(ride(), 'driver_en_route', hoursBefore(2), policy)).toMatch(
      /opens 1 hours before/,
    )
  })

  it('keeps the ride’s order, each refusal saying which step comes first', () => {
    const now = hoursBefore(1)
    expect(driverStepRefusal(ride(), 'driver_arrived', now)).toBe(driverStepMessages.notOnTheWay)
    const enRoute = ride({ status: 'driver_en_route' })
    expect(driverStepRefusal(enRoute, 'passenger_on_board', now)).toBe(
      driverStepMessages.notArrived,
    )
    expect(driverStepRefusal(enRoute, 'completed', now)).toBe(driverStepMessages.notOnBoard)
    const arrived = ride({ status: 'driver_arrived' })
    expect(driverStepRefusal(arrived, 'completed', now)).toBe(driverStepMessages.notOnBoard)
    expect(driverStepRefusal(arrived, 'passenger_on_board', now)).toBeUndefined()
    const onBoard = ride({ status: 'passenger_on_board' })
    expect(driverStepRefusal(onBoard, 'completed', now)).toBeUndefined()
  })

  it('lets the driver arrive near the pickup, or anywhere when no position is shared', () => {
    const now = hoursBefore(0.5)
    const enRoute = (position: DriverStepFacts['position']) =>
      ride({ status: 'driver_en_route', position })
    expect(driverStepRefusal(enRoute(null), 'driver_arrived', now)).toBeUndefined()
    // Grand Central, about 0.8 km away.
    expect(
      driverStepRefusal(enRoute({ lat: 40.7527, lng: -73.9772 }), 'driver_arrived', now),
    ).toBeUndefined()
    // Union Square, about 3 km away.
    expect(
      driverStepRefusal(enRoute({ lat: 40.7359, lng: -73.9911 }), 'driver_arrived', now),
    ).toMatch(/^Your phone places you about 2\.\d km from the pickup\. .* within 1\.0 km of it\.$/)
  })
})

describe('implausiblePosition', () => {
  const newYork = { center: { lat: 40.7128, lng: -74.006 }, radiusKm: 80 }
  const now = new Date('2030-01-15T15:00:00Z')

  it('refuses a position more than the area’s radius outside it', () => {
    expect(implausiblePosition({ lat: 0, lng: 0 }, now, newYork, null)).toBe(
      driverPositionMessages.outsideArea,
    )
    expect(implausiblePosition({ lat: 90, lng: 180 }, now, newYork, null)).toBe(
      driverPositionMessages.outsideArea,
    )
    // Philadelphia: outside the circle, but by less than its radius.
    expect(implausiblePosition({ lat: 39.95, lng: -75.16 }, now, newYork, null)).toBeUndefined()
  })

  it('refuses a jump faster than 250 km/h from the last position', () => {
    const last = { ...timesSquare, recordedAt: new Date(now.getTime() - 60_000) }
    // About 5.5 km in a minute: 330 km/h.
    expect(implausiblePosition({ lat: 40.8075, lng: -73.9626 }, now, newYork, last)).toBe(
      driverPositionMessages.impossibleJump(250),
    )
    // About 1 km in a minute: 60 km/h.
    expect(implausiblePosition({ lat: 40.7527, lng: -73.9772 }, now, newYork, last)).toBeUndefined()
  })
})

describe('driverStepToUndo', () => {
  const event = (
    actor_kind: ActorKind,
    to_status: BookingStatus,
    details: Record<string, string> = {},
  ) => ({ actor_kind, to_status, details })
  it('names the driver’s last step, not an operator’s, an edit’s or an undo’s', () => {
    const arrived = event('driver', 'driver_arrived')
    expect(driverStepToUndo([event('driver', 'driver_en_route'), arrived], 'driver_arrived')).toBe(
      arrived,
    )
    expect(
      driverStepToUndo(
        [arrived, event('operator', 'driver_arrived', { change: 'pickup_time' })],
        'driver_arrived',
      ),
    ).toBe(arrived)
    expect(
      driverStepToUndo([event('operator', 'driver_arrived')], 'driver_arrived'),
    ).toBeUndefined()
    expect(
      driverStepToUndo(
        [event('driver', 'driver_en_route', { undone: 'driver_arrived' })],
        'driver_en_route',
      ),
    ).toBeUndefined()
  })
})

describe('noShowRefusal', () => {
  const freeUntil = new Date('2030-01-15T15:45:00Z')
  const says = (check: Parameters<typeof noShowRefusal>[0]) =>
    noShowRefusal(check, freeUntil, 'America/New_York', 300)
  it('says each reason, the free waiting’s end in the pickup’s own time', () => {
    expect(says({ ok: false, reason: 'not_yet' })).toBe(noShowMessages.notYet('10:45 (local time)'))
    expect(says({ ok: false, reason: 'no_position' })).toBe(noShowMessages.noPosition)
    expect(says({ ok: false, reason: 'too_far', meters: 812 })).toBe(
      'Your phone places you about 812 m from the pickup. A no-show can be reported only within 300 m of it.',
    )
  })
  it('says nothing when the check passed', () => {
    const evidence = {
      driver_arrived_at: '',
      free_waiting_until: '',
      position_lat: '',
      position_lng: '',
      position_at: '',
      distance_m: '',
    }
    expect(says({ ok: true, evidence })).toBeUndefined()
  })
})
