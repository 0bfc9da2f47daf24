import { describe, expect, it } from 'vitest'
import { timelineFacts } from './booking-timeline'

describe('timelineFacts', () => {
  it('knows nobody and no arrival before anything happened', () => {
    expect(timelineFacts([])).toEqual({ providerId: null, driverId: null, driverArrivedAt: null })
  })

  it('takes the last assignment and the last arrival', () => {
    const t = (minute: number) => new Date(Date.UTC(2030, 0, 15, 10, minute))
    const facts = timelineFacts([
      { at: t(0), to: 'pending_payment', details: {} },
      { at: t(1), to: 'assigned', details: { provider_id: 'p1', driver_id: 'd1' } },
      { at: t(2), to: 'assigned', details: { provider_id: 'p2' } },
      { at: t(3), to: 'driver_en_route', details: {} },
      { at: t(4), to: 'driver_arrived', details: {} },
    ])
    expect(facts).toEqual({ providerId: 'p2', driverId: null, driverArrivedAt: t(4) })
  })
})

describe('timelineFacts with edits', () => {
  it('keeps the assignment when a later entry only records an edit', () => {
    const at = new Date('2030-01-01T10:00:00Z')
    const facts = timelineFacts([
      { at, to: 'assigned', details: { provider_id: 'p1', driver_id: 'd1' } },
      { at, to: 'assigned', details: { change: 'pickup_time' } },
    ])
    expect(facts).toMatchObject({ providerId: 'p1', driverId: 'd1' })
  })
})
