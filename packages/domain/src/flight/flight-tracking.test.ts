import { describe, expect, it } from 'vitest'
import { zonedDateTimeToIso } from '../trip/zoned-time'
import { normaliseFlightNumber } from './flight-number'
import { flightSummary } from './flight-summary'
import {
  defaultFlightPollSchedule,
  flightDelayLabel,
  nextFlightPollAt,
  retimedPickup,
} from './flight-tracking'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const at = (iso: string) => new Date(iso)
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms)

describe('normaliseFlightNumber', () => {
  it('reads the spellings tickets and travellers use as one code', () => {
    expect(normaliseFlightNumber('ba 117')).toMatchObject({ code: 'BA117', designator: 'iata' })
    expect(normaliseFlightNumber('BA0117')?.code).toBe('BA117')
    expect(normaliseFlightNumber('baw-117')).toMatchObject({ code: 'BAW117', designator: 'icao' })
    expect(normaliseFlightNumber('6E 2341')).toMatchObject({ code: '6E2341', airline: '6E' })
    expect(normaliseFlightNumber('u2 1234a')?.code).toBe('U21234A')
  })

  it('refuses what cannot be a flight number', () => {
    for (const text of ['', '12345', 'BA', 'BA 12345', '1 117', 'BA 0', 'BA117!']) {
      expect(normaliseFlightNumber(text)).toBeNull()
    }
  })
})

describe('nextFlightPollAt', () => {
  const arrival = at('2030-01-15T14:00:00Z')
  const next = (now: Date) => nextFlightPollAt(arrival, 'scheduled', now)

  it('asks at 24, 6 and 2 hours before the arrival', () => {
    expect(next(plus(arrival, -30 * HOUR))).toEqual(plus(arrival, -24 * HOUR))
    expect(next(plus(arrival, -24 * HOUR))).toEqual(plus(arrival, -6 * HOUR))
    expect(next(plus(arrival, -6 * HOUR))).toEqual(plus(arrival, -2 * HOUR))
  })

  it('then every 10 minutes, and every minute in the last half hour', () => {
    expect(next(plus(arrival, -2 * HOUR))).toEqual(plus(arrival, -110 * MINUTE))
    // The last 10-minute step stops at the final window.
    expect(next(plus(arrival, -35 * MINUTE))).toEqual(plus(arrival, -30 * MINUTE))
    expect(next(plus(arrival, -30 * MINUTE))).toEqual(plus(arrival, -29 * MINUTE))
    expect(next(plus(arrival, -1 * MINUTE))).toEqual(arrival)
  })

  it('keeps asking a flight that is late without word, and gives up six hours after', () => {
    expect(next(plus(arrival, 5 * MINUTE))).toEqual(plus(arrival, 15 * MINUTE))
    expect(next(plus(arrival, 6 * HOUR + MINUTE))).toBeNull()
  })

  it('asks about a flight it cannot find only at the checkpoints', () => {
    const unknown = (now: Date) =>
      nextFlightPollAt(arrival, 'unknown', now, defaultFlightPollSchedule, { found: false })
    expect(unknown(plus(arrival, -30 * HOUR))).toEqual(plus(arrival, -24 * HOUR))
    expect(unknown(plus(arrival, -6 * HOUR))).toEqual(plus(arrival, -2 * HOUR))
    expect(unknown(plus(arrival, -2 * HOUR))).toBeNull()
  })

  it('stops once the flight has landed, or was cancelled or diverted', () => {
    for (const state of ['landed', 'cancelled', 'diverted'] as const) {
      expect(nextFlightPollAt(arrival, state, plus(arrival, -3 * HOUR))).toBeNull()
    }
  })

  it('follows the deployment’s own schedule', () => {
    const schedule = { ...defaultFlightPollSchedule, checkpointHours: [12], nearIntervalMinutes: 5 }
    expect(nextFlightPollAt(arrival, 'scheduled', plus(arrival, -20 * HOUR), schedule)).toEqual(
      plus(arrival, -12 * HOUR),
    )
    expect(nextFlightPollAt(arrival, 'scheduled', plus(arrival, -3 * HOUR), schedule)).toEqual(
      plus(arrival, -175 * MINUTE),
    )
  })
})

describe('retimedPickup', () => {
  const base = {
    pickupAt: at('2030-01-15T14:30:00Z'),
    timedByArrival: at('2030-01-15T14:00:00Z'),
    bufferMinutes: 60,
    thresholdMinutes: 15,
    earliestReachableAt: at('2030-01-15T08:00:00Z'),
  }

  it('keeps the traveller’s gap after landing', () => {
    expect(retimedPickup({ ...base, arrivalAt: at('2030-01-15T15:35:00Z') })).toEqual(
      at('2030-01-15T16:05:00Z'),
    )
  })

  it('leaves a change below the threshold alone', () => {
    expect(retimedPickup({ ...base, arrivalAt: at('2030-01-15T14:14:00Z') })).toBeNull()
    expect(retimedPickup({ ...base, arrivalAt: at('2030-01-15T14:15:00Z') })).toEqual(
      at('2030-01-15T14:45:00Z'),
    )
  })

  it('moves a pickup set far from the landing by as much as the flight moved', () => {
    const far = { ...base, pickupAt: at('2030-01-15T20:00:00Z') }
    expect(retimedPickup({ ...far, arrivalAt: at('2030-01-15T14:30:00Z') })).toEqual(
      at('2030-01-15T20:30:00Z'),
    )
  })

  it('leaves the pickup when the flight lands as it was timed, wherever the pickup is', () => {
    for (const pickupAt of [
      '2030-01-15T14:30:00Z',
      '2030-01-15T20:00:00Z',
      '2030-01-14T09:00:00Z',
    ]) {
      expect(
        retimedPickup({ ...base, pickupAt: at(pickupAt), arrivalAt: base.timedByArrival }),
      ).toBeNull()
    }
  })

  it('never brings the pickup sooner than the driver can be there', () => {
    const reachable = at('2030-01-15T14:00:00Z')
    expect(
      retimedPickup({
        ...base,
        arrivalAt: at('2030-01-15T13:00:00Z'),
        earliestReachableAt: reachable,
      }),
    ).toEqual(reachable)
  })

  it('carries a late night landing across midnight, on the pickup’s own clock', () => {
    const zone = 'Asia/Kolkata'
    const landing = at(zonedDateTimeToIso('2030-01-15', '23:20', zone))
    const pickup = at(zonedDateTimeToIso('2030-01-15', '23:50', zone))
    const late = plus(landing, 70 * MINUTE)
    expect(
      retimedPickup({ ...base, pickupAt: pickup, timedByArrival: landing, arrivalAt: late }),
    ).toEqual(at(zonedDateTimeToIso('2030-01-16', '01:00', zone)))
  })

  it('counts real minutes across a change of the clocks', () => {
    const zone = 'Europe/London'
    // The clocks go forward at 01:00 on 31 March 2030: 00:50 + 90 minutes is 03:20 local.
    const landing = at(zonedDateTimeToIso('2030-03-31', '00:20', zone))
    const pickup = at(zonedDateTimeToIso('2030-03-31', '00:50', zone))
    const late = plus(landing, 90 * MINUTE)
    expect(
      retimedPickup({ ...base, pickupAt: pickup, timedByArrival: landing, arrivalAt: late }),
    ).toEqual(at(zonedDateTimeToIso('2030-03-31', '03:20', zone)))
  })
})

describe('flightSummary', () => {
  it('labels the delay against the schedule', () => {
    const stored = {
      code: 'BA117',
      originName: 'London Heathrow',
      scheduledArrival: at('2030-01-15T14:00:00Z'),
      arrivalAt: at('2030-01-15T15:35:00Z'),
      state: 'en_route' as const,
      mismatch: null,
    }
    expect(flightSummary(stored)).toMatchObject({ delay_minutes: 95, label: 'flight +95 min' })
    expect(flightSummary({ ...stored, arrivalAt: stored.scheduledArrival }).label).toBe(
      'flight on time',
    )
    expect(flightSummary({ ...stored, state: 'cancelled' }).label).toBe('flight cancelled')
    expect(
      flightSummary({ ...stored, scheduledArrival: null, arrivalAt: null, state: 'unknown' }),
    ).toMatchObject({ label: null, delay_minutes: null })
    expect(flightDelayLabel(-20)).toBe('flight −20 min')
  })
})
