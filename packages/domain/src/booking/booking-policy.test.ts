import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors/domain-error'
import {
  BOOKING_HORIZON_MONTHS,
  DEFAULT_LEAD_TIME_HOURS,
  assertPickupTimeAllowed,
  isBeyondOneWayReach,
  isNightTime,
  pickupTimeMessages,
  pickupTimeProblem,
} from './booking-policy'

const now = new Date('2025-07-01T12:00:00Z')
const at = (iso: string) => new Date(iso)

describe('policy figures (docs/product.md#cancellation-and-changes)', () => {
  it('match the spec', () => {
    expect(BOOKING_HORIZON_MONTHS).toBe(12)
    expect(DEFAULT_LEAD_TIME_HOURS).toBe(2)
  })
})

describe('isBeyondOneWayReach', () => {
  it('allows one-way transfers up to 800 km by road', () => {
    expect(isBeyondOneWayReach(800)).toBe(false)
    expect(isBeyondOneWayReach(800.1)).toBe(true)
  })
})

describe('isNightTime', () => {
  it.each([
    ['21:59', false],
    ['22:00', true],
    ['23:59', true],
    ['00:00', true],
    ['07:59', true],
    ['08:00', false],
    ['12:00', false],
  ])('%s → %s', (time, night) => {
    expect(isNightTime(time)).toBe(night)
  })

  it('refuses a malformed time', () => {
    expect(() => isNightTime('7pm')).toThrow(RangeError)
    expect(() => isNightTime('25:00')).toThrow(RangeError)
  })
})

describe('pickupTimeProblem', () => {
  it.each([
    ['2025-07-01T11:59:00Z', 'in_past'],
    ['2025-07-01T13:59:00Z', 'too_soon'],
    ['2025-07-01T14:00:00Z', null],
    ['2026-07-01T12:00:00Z', null],
    ['2026-07-01T12:00:01Z', 'beyond_horizon'],
  ])('%s → %s', (pickup, problem) => {
    expect(pickupTimeProblem({ pickupAt: at(pickup), now })).toBe(problem)
  })

  it('uses a service area’s own lead time', () => {
    expect(pickupTimeProblem({ pickupAt: at('2025-07-01T14:00:00Z'), now, leadTimeHours: 4 })).toBe(
      'too_soon',
    )
    expect(pickupTimeProblem({ pickupAt: at('2025-07-01T12:30:00Z'), now, leadTimeHours: 0 })).toBe(
      null,
    )
  })
})

describe('assertPickupTimeAllowed', () => {
  it('passes a bookable time', () => {
    expect(() =>
      assertPickupTimeAllowed({ pickupAt: at('2025-07-02T12:00:00Z'), now }),
    ).not.toThrow()
  })

  it.each([
    ['2025-07-01T11:00:00Z', 'Pickup time is in the past'],
    ['2025-07-01T13:00:00Z', 'Pickup must be at least 2 hours from now'],
    ['2026-08-01T12:00:00Z', 'Pickups can be booked up to 12 months ahead'],
  ])('refuses %s with %j', (pickup, message) => {
    try {
      assertPickupTimeAllowed({ pickupAt: at(pickup), now }, 'booking_time')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError)
      expect((error as DomainError).code).toBe('VALIDATION_FAILED')
      expect((error as DomainError).message).toBe(message)
      expect((error as DomainError).details).toEqual([{ path: 'booking_time', message }])
    }
  })

  it.each([
    ['2025-07-01T13:00:00Z', 3, { message: pickupTimeMessages.tooSoon, values: { hours: 3 } }],
    [
      '2026-08-01T12:00:00Z',
      2,
      { message: pickupTimeMessages.beyondHorizon, values: { months: BOOKING_HORIZON_MONTHS } },
    ],
  ])('keeps the figures of %s apart, for the reader’s language', (pickup, leadTimeHours, words) => {
    let thrown: unknown
    try {
      assertPickupTimeAllowed({ pickupAt: at(pickup), now, leadTimeHours }, 'time')
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(DomainError)
    const error = thrown as DomainError
    expect(error.wordings).toEqual({ message: words, details: [words] })
    expect(error.message).toBe(
      leadTimeHours === 3
        ? 'Pickup must be at least 3 hours from now'
        : 'Pickups can be booked up to 12 months ahead',
    )
    expect(error.details).toEqual([{ path: 'time', message: error.message }])
  })

  it.each([
    [1, 'Pickup must be at least 1 hour from now', pickupTimeMessages.tooSoonOneHour, {}],
    [2, 'Pickup must be at least 2 hours from now', pickupTimeMessages.tooSoon, { hours: 2 }],
    [1.5, 'Pickup must be at least 1.5 hours from now', pickupTimeMessages.tooSoon, { hours: 1.5 }],
  ])(
    'says a lead time of %s hours in English that fits the figure',
    (leadTimeHours, english, message, values) => {
      let thrown: unknown
      try {
        assertPickupTimeAllowed({ pickupAt: at('2025-07-01T12:30:00Z'), now, leadTimeHours })
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(DomainError)
      const error = thrown as DomainError
      expect(error.message).toBe(english)
      expect(error.details).toEqual([{ path: 'pickup_time', message: english }])
      expect(error.wordings.message).toEqual({ message, values })
    },
  )

  it('says a past pickup in words without figures', () => {
    expect(() => assertPickupTimeAllowed({ pickupAt: at('2025-07-01T11:00:00Z'), now })).toThrow(
      expect.objectContaining({ message: pickupTimeMessages.inPast, wordings: {} }) as Error,
    )
  })
})
