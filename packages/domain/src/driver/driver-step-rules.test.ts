import { describe, expect, it } from 'vitest'
import { bookingStatuses, type BookingStatus } from '../booking/booking-status'
import { decideTransition } from '../booking/lifecycle'
import { lifecycleMessages } from '../booking/lifecycle-messages'
import { actors, at, facts, fullInput, PICKUP } from '../booking/lifecycle-test-kit'
import type { ActorKind } from '../booking/lifecycle-table'
import { noShowMessages } from '../booking/waiting-policy'
import { sourceText, worded, type Translator } from '../language/translator'
import {
  driverPositionMessages,
  driverStepMessages,
  driverStepRefusal,
  driverStepToUndo,
  implausiblePosition,
  noShowRefusal,
  type DriverStepFacts,
} from './driver-step-rules'
import { driverSteps } from './driver-job'

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
/** A refusal as the English reader gets it (the API's error handler, with no catalogue). */
const english = (refusal: ReturnType<typeof driverStepRefusal>) =>
  refusal === undefined ? undefined : worded(refusal)
/** A catalogue that knows every message, to show the figures reach the translation. */
const marked: Translator = { _: (message, values) => `[${sourceText._(message, values)}]` }

describe('driverStepRefusal', () => {
  it('opens “On my way” three hours before the pickup, saying when in local time', () => {
    expect(english(driverStepRefusal(ride(), 'driver_en_route', hoursBefore(3.01)))).toBe(
      'It is too early to set off: “On my way” opens 3 hours before the pickup, at 07:30 on 2030-01-15 (local time).',
    )
    expect(driverStepRefusal(ride(), 'driver_en_route', hoursBefore(3))).toBeUndefined()
  })

  it('says one hour in the singular when a deployment opens the step an hour before', () => {
    const opensWithin = (hours: number) => ({
      enRouteHoursBeforePickup: hours,
      arrivalRadiusMeters: 1000,
    })
    const oneHour = driverStepRefusal(ride(), 'driver_en_route', hoursBefore(2), opensWithin(1))
    expect(english(oneHour)).toBe(
      'It is too early to set off: “On my way” opens 1 hour before the pickup, at 09:30 on 2030-01-15 (local time).',
    )
    expect(oneHour).toEqual({
      message:
        'It is too early to set off: “On my way” opens 1 hour before the pickup, at {time} on {date} (local time).',
      values: { time: '09:30', date: '2030-01-15' },
    })
    expect(
      english(driverStepRefusal(ride(), 'driver_en_route', hoursBefore(3), opensWithin(2))),
    ).toBe(
      'It is too early to set off: “On my way” opens 2 hours before the pickup, at 08:30 on 2030-01-15 (local time).',
    )
    expect(
      english(driverStepRefusal(ride(), 'driver_en_route', hoursBefore(1), opensWithin(0.5))),
    ).toMatch(/opens 0\.5 hours before/)
  })

  it('gives a refusal with figures as the marked English and its figures, for the reader’s language', () => {
    const refusal = driverStepRefusal(ride(), 'driver_en_route', hoursBefore(4))
    expect(refusal).toEqual({
      message:
        'It is too early to set off: “On my way” opens {hours} hours before the pickup, at {time} on {date} (local time).',
      values: { hours: 3, time: '07:30', date: '2030-01-15' },
    })
    expect(worded(refusal!, marked)).toBe(
      '[It is too early to set off: “On my way” opens 3 hours before the pickup, at 07:30 on 2030-01-15 (local time).]',
    )
    // A reader in another language gets the day as their language writes it.
    const spanish = driverStepRefusal(ride(), 'driver_en_route', hoursBefore(4), undefined, 'es')
    expect(spanish).toMatchObject({ values: { hours: 3, time: '07:30', date: 'mar, 15 ene' } })
    const hindi = driverStepRefusal(ride(), 'driver_en_route', hoursBefore(4), undefined, 'hi')
    expect(hindi).toMatchObject({ values: { date: expect.stringMatching(/15 जन/) } })
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

  it('says in the driver’s words why a ride cancelled, over, unassigned or past the step takes none', () => {
    const now = hoursBefore(1)
    const standing = (status: BookingStatus) => ride({ status })
    expect(driverStepRefusal(standing('cancelled'), 'driver_arrived', now)).toBe(
      driverStepMessages.rideCancelled,
    )
    expect(driverStepRefusal(standing('completed'), 'driver_en_route', now)).toBe(
      driverStepMessages.rideOver,
    )
    expect(driverStepRefusal(standing('no_show'), 'completed', now)).toBe(
      driverStepMessages.rideOver,
    )
    for (const status of ['pending_payment', 'confirmed', 'expired'] as const) {
      expect(driverStepRefusal(standing(status), 'driver_en_route', now)).toBe(
        driverStepMessages.notAssigned,
      )
    }
    expect(driverStepRefusal(standing('driver_arrived'), 'driver_en_route', now)).toBe(
      driverStepMessages.stepPassed,
    )
    expect(driverStepRefusal(standing('passenger_on_board'), 'no_show', now)).toBe(
      driverStepMessages.stepPassed,
    )
    // Too early says when, rather than that the ride is past a step it has not reached.
    expect(english(driverStepRefusal(ride(), 'driver_en_route', hoursBefore(4)))).toMatch(
      /^It is too early to set off/,
    )
    // The step the ride is at already is a retry, answered with the job by the API.
    expect(driverStepRefusal(standing('driver_arrived'), 'driver_arrived', now)).toBeUndefined()
  })

  it('leaves the lifecycle no refusal built from status names to give a driver', () => {
    const statusBuilt = new Set<string>()
    for (const from of bookingStatuses) {
      for (const to of bookingStatuses) {
        statusBuilt.add(lifecycleMessages.notInLifecycle(from, to))
        statusBuilt.add(lifecycleMessages.actorNotAllowed('driver', from, to))
      }
    }
    const reached: string[] = []
    for (const status of bookingStatuses) {
      for (const to of driverSteps) {
        if (status === to) continue
        // After the pickup time, no position shared: the step rules' clock and distance pass.
        for (const now of [at(PICKUP, 5), at(PICKUP, 60)]) {
          const facts_ = { ...ride({ status }), pickupAt: PICKUP }
          if (driverStepRefusal(facts_, to, now) !== undefined) continue
          const decision = decideTransition(facts(status), to, actors.driver, now, fullInput)
          if (!decision.ok && typeof decision.refusal.message === 'string') {
            if (statusBuilt.has(decision.refusal.message)) {
              reached.push(`${status} → ${to}: ${decision.refusal.message}`)
            }
          }
        }
      }
    }
    expect(reached).toEqual([])
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
    const unionSquare = enRoute({ lat: 40.7359, lng: -73.9911 })
    expect(english(driverStepRefusal(unionSquare, 'driver_arrived', now))).toMatch(
      /^Your phone places you about 2\.\d km from the pickup\. Report your arrival once you are within 1\.0 km of it\.$/,
    )
    expect(driverStepRefusal(unionSquare, 'driver_arrived', now)).toEqual({
      message:
        'Your phone places you about {distance} from the pickup. Report your arrival once you are within {radius} of it.',
      values: { distance: expect.stringMatching(/^2\.\d km$/), radius: '1.0 km' },
    })
    // In the reader's language, distances are written as it writes them.
    const german = driverStepRefusal(unionSquare, 'driver_arrived', now, undefined, 'de')
    expect(german).toMatchObject({
      values: { distance: expect.stringMatching(/^2,\d km$/), radius: '1,0 km' },
    })
    const near = driverStepMessages.tooFar(1200.4, 900, 'fr')
    expect(near.values).toEqual({ distance: '1,2\u202fkm', radius: '900\u202fm' })
    expect(worded(driverStepMessages.tooFar(1200.4, 900))).toBe(
      'Your phone places you about 1.2 km from the pickup. Report your arrival once you are within 900 m of it.',
    )
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
    const jump = implausiblePosition({ lat: 40.8075, lng: -73.9626 }, now, newYork, last)
    expect(jump).toEqual({
      message:
        'This position is too far from your last one to be reached at {speed} km/h, so it was not shared. Your phone may have lost its signal.',
      values: { speed: 250 },
    })
    expect(worded(jump!)).toBe(
      'This position is too far from your last one to be reached at 250 km/h, so it was not shared. Your phone may have lost its signal.',
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
    expect(says({ ok: false, reason: 'not_yet' })).toEqual(noShowMessages.notYet('10:45'))
    expect(worded(says({ ok: false, reason: 'not_yet' })!)).toBe(
      'The free waiting runs until 10:45 (local time): a no-show can be reported only after it.',
    )
    expect(says({ ok: false, reason: 'no_position' })).toBe(noShowMessages.noPosition)
    const tooFar = says({ ok: false, reason: 'too_far', meters: 812 })
    expect(tooFar).toEqual({
      message:
        'Your phone places you about {metres} m from the pickup. A no-show can be reported only within {radius} m of it.',
      values: { metres: 812, radius: 300 },
    })
    expect(worded(tooFar!, marked)).toBe(
      '[Your phone places you about 812 m from the pickup. A no-show can be reported only within 300 m of it.]',
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
