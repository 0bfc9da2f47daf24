import { describe, expect, it } from 'vitest'
import { timelineFacts } from './booking-timeline'

describe('timelineFacts', () => {
  it('knows nobody and no arrival before anything happened', () => {
    expect(timelineFacts([])).toEqual({
      providerId: null,
      driverId: null,
      driverArrivedAt: null,
      lastMove: null,
    })
  })

  it('takes the last assignment and the last arrival', () => {
    const t = (minute: number) => new Date(Date.UTC(2030, 0, 15, 10, minute))
    const facts = timelineFacts([
      { at: t(0), to: 'pending_payment', details: {} },
      { at: t(1), to: 'assigned', details: { provider_id: 'p1', driver_id: 'd1' } },
      { at: t(2), to: 'assigned', details: { provider_id: 'p2' } },
      { at: t(3), to: 'driver_en_route', details: {} },
      { at: t(4), to: 'driver_arrived', details: {}, actorKind: 'driver' },
    ])
    expect(facts).toEqual({
      providerId: 'p2',
      driverId: null,
      driverArrivedAt: t(4),
      lastMove: { at: t(4), to: 'driver_arrived', actorKind: 'driver', undo: false },
    })
  })

  it('keeps the assignment and the arrival through a step taken back', () => {
    const t = (minute: number) => new Date(Date.UTC(2030, 0, 15, 10, minute))
    const facts = timelineFacts([
      { at: t(1), to: 'assigned', details: { provider_id: 'p1', driver_id: 'd1' } },
      { at: t(2), to: 'driver_en_route', details: {}, actorKind: 'driver' },
      { at: t(3), to: 'driver_arrived', details: {}, actorKind: 'driver' },
      { at: t(4), to: 'passenger_on_board', details: {}, actorKind: 'driver' },
      {
        at: t(5),
        to: 'driver_arrived',
        details: { undone: 'passenger_on_board' },
        actorKind: 'driver',
      },
    ])
    expect(facts).toEqual({
      providerId: 'p1',
      driverId: 'd1',
      driverArrivedAt: t(3),
      lastMove: { at: t(5), to: 'driver_arrived', actorKind: 'driver', undo: true },
    })
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
