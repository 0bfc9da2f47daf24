import { describe, expect, it } from 'vitest'
import { ASSUMED_DRIVER_SPEED_KMH, driverApproach, straightLineKm } from './driver-eta'

const jfk = { lat: 40.6413, lng: -73.7781 }
const timesSquare = { lat: 40.758, lng: -73.9855 }
const now = new Date('2030-01-15T15:00:00Z')

describe('the driver’s approach', () => {
  it('measures the straight line', () => {
    expect(straightLineKm(jfk, timesSquare)).toBeCloseTo(21.8, 0)
    expect(straightLineKm(jfk, jfk)).toBe(0)
  })

  it('estimates the arrival at the assumed speed, at least a minute', () => {
    const approach = driverApproach(jfk, { ...timesSquare, recordedAt: now }, now)
    const km = straightLineKm(jfk, timesSquare)
    expect(approach).toEqual({
      distance_km: Math.round(km * 10) / 10,
      eta_minutes: Math.round((km / ASSUMED_DRIVER_SPEED_KMH) * 60),
      located_at: now.toISOString(),
      position: timesSquare,
    })
    expect(driverApproach(jfk, { ...jfk, recordedAt: now }, now)?.eta_minutes).toBe(1)
  })

  it('shows nothing without a position, or with one older than three minutes', () => {
    expect(driverApproach(jfk, undefined, now)).toBeNull()
    const old = new Date(now.getTime() - 3 * 60_000 - 1)
    expect(driverApproach(jfk, { ...timesSquare, recordedAt: old }, now)).toBeNull()
  })
})
