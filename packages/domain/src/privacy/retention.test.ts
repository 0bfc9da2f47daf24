import { describe, expect, it } from 'vitest'
import { RECORD_RETENTION_YEARS } from '../booking/service-commitments'
import { isDueForAnonymisation, retentionCutoff, retentionStartsAt } from './retention'

const at = (iso: string) => new Date(iso)

describe('the retention cut-off', () => {
  it('is the same instant the period’s years earlier, by default the records’ years', () => {
    const now = at('2032-07-14T09:15:30.250Z')
    expect(retentionCutoff(now, 6).toISOString()).toBe('2026-07-14T09:15:30.250Z')
    expect(retentionCutoff(now)).toEqual(retentionCutoff(now, RECORD_RETENTION_YEARS))
    expect(retentionCutoff(now, 0)).toEqual(now)
  })

  it('counts calendar years in UTC, whatever the traveller’s zone', () => {
    // Late on 31 December in UTC is already 1 January in Tokyo: the cut-off stays in December.
    expect(retentionCutoff(at('2031-12-31T23:30:00Z'), 6).toISOString()).toBe(
      '2025-12-31T23:30:00.000Z',
    )
    expect(retentionCutoff(at('2031-01-01T00:00:00Z'), 6).toISOString()).toBe(
      '2025-01-01T00:00:00.000Z',
    )
  })

  it('moves 29 February to the 28th in a year without one', () => {
    expect(retentionCutoff(at('2028-02-29T12:00:00Z'), 6).toISOString()).toBe(
      '2022-02-28T12:00:00.000Z',
    )
    // Four years back is a leap year again: the 29th stays.
    expect(retentionCutoff(at('2028-02-29T12:00:00Z'), 4).toISOString()).toBe(
      '2024-02-29T12:00:00.000Z',
    )
    // 2100 is no leap year, 2000 was.
    expect(retentionCutoff(at('2104-02-29T00:00:00Z'), 4).toISOString()).toBe(
      '2100-02-28T00:00:00.000Z',
    )
    expect(retentionCutoff(at('2004-02-29T00:00:00Z'), 4).toISOString()).toBe(
      '2000-02-29T00:00:00.000Z',
    )
  })

  it('refuses a period that is not a whole number of years', () => {
    expect(() => retentionCutoff(at('2030-01-01T00:00:00Z'), -1)).toThrow(RangeError)
    expect(() => retentionCutoff(at('2030-01-01T00:00:00Z'), 1.5)).toThrow(RangeError)
  })
})

describe('a booking due for anonymisation', () => {
  const completed = { status: 'completed' as const, pickupTime: at('2024-03-10T08:00:00Z') }

  it('is a finished one whose ride is older than the period', () => {
    expect(isDueForAnonymisation(completed, at('2030-03-10T08:00:00Z'), 6)).toBe(false)
    expect(isDueForAnonymisation(completed, at('2030-03-10T08:00:00.001Z'), 6)).toBe(true)
    for (const status of ['cancelled', 'no_show', 'expired'] as const) {
      expect(isDueForAnonymisation({ ...completed, status }, at('2031-01-01T00:00:00Z'), 6)).toBe(
        true,
      )
    }
  })

  it('is never one still under way, however old', () => {
    for (const status of [
      'pending_payment',
      'confirmed',
      'assigned',
      'passenger_on_board',
    ] as const) {
      expect(isDueForAnonymisation({ ...completed, status }, at('2040-01-01T00:00:00Z'), 6)).toBe(
        false,
      )
    }
  })

  it('is never one anonymised already', () => {
    const done = { ...completed, anonymisedAt: at('2030-04-01T03:00:00Z') }
    expect(isDueForAnonymisation(done, at('2040-01-01T00:00:00Z'), 6)).toBe(false)
  })

  it('counts from the return, the hire’s end or the last event when later than the pickup', () => {
    const returning = { ...completed, roundTripTime: at('2024-03-20T18:00:00Z') }
    expect(retentionStartsAt(returning)).toEqual(at('2024-03-20T18:00:00Z'))
    expect(isDueForAnonymisation(returning, at('2030-03-15T00:00:00Z'), 6)).toBe(false)
    expect(isDueForAnonymisation(returning, at('2030-03-21T00:00:00Z'), 6)).toBe(true)

    const hire = { ...completed, days: 3 }
    expect(retentionStartsAt(hire)).toEqual(at('2024-03-13T08:00:00Z'))

    // A refund paid out a month after the ride keeps the records a month longer.
    const refunded = { ...completed, lastEventAt: at('2024-04-10T10:00:00Z') }
    expect(retentionStartsAt(refunded)).toEqual(at('2024-04-10T10:00:00Z'))
    expect(isDueForAnonymisation(refunded, at('2030-04-01T00:00:00Z'), 6)).toBe(false)
    // An event before the pickup (its confirmation) changes nothing.
    const confirmed = { ...completed, lastEventAt: at('2024-03-01T10:00:00Z') }
    expect(retentionStartsAt(confirmed)).toEqual(completed.pickupTime)
  })

  it('keeps a ride of 29 February the period’s whole years, and is due from 1 March', () => {
    const leapRide = { status: 'completed' as const, pickupTime: at('2024-02-29T10:00:00Z') }
    // 2030 has no 29 February: all of the 28th is still within the six years.
    expect(isDueForAnonymisation(leapRide, at('2030-02-28T23:59:59.999Z'), 6)).toBe(false)
    expect(isDueForAnonymisation(leapRide, at('2030-03-01T00:00:00.001Z'), 6)).toBe(true)
    // Four years on there is a 29th again: due right after the same instant.
    expect(isDueForAnonymisation(leapRide, at('2028-02-29T10:00:00Z'), 4)).toBe(false)
    expect(isDueForAnonymisation(leapRide, at('2028-02-29T10:00:00.001Z'), 4)).toBe(true)
  })

  it('has, at a 29 February, a cut-off that keeps the 28th’s later rides', () => {
    const ride = { status: 'completed' as const, pickupTime: at('2022-02-28T12:30:00Z') }
    expect(isDueForAnonymisation(ride, at('2028-02-29T12:00:00Z'), 6)).toBe(false)
    expect(isDueForAnonymisation(ride, at('2028-02-29T12:31:00Z'), 6)).toBe(true)
  })
})
