import type { RideView } from '@ridelane/domain'
import { TIMELINE_EDIT_KEY } from '@ridelane/domain'
import { describe, expect, it } from 'vitest'
import { timelineOnce } from './ride-timeline'

type Entry = RideView['timeline'][number]

const entry = (at: string, to: Entry['to_status'], details: Entry['details'] = {}): Entry => ({
  at: `2030-01-15T${at}:00.000Z`,
  actor_kind: 'system',
  from_status: null,
  to_status: to,
  reason: null,
  details,
})

describe('timelineOnce', () => {
  it('lists each status once, at the last time the booking reached it, oldest first', () => {
    const shown = timelineOnce([
      entry('10:05', 'confirmed'),
      entry('10:00', 'pending_payment'),
      // A second payment attempt, then a driver replaced by another.
      entry('10:02', 'pending_payment'),
      entry('11:00', 'assigned'),
      entry('11:30', 'assigned'),
      entry('12:00', 'driver_en_route'),
    ])
    expect(shown.map((line) => [line.to_status, line.at.slice(11, 16)])).toEqual([
      ['pending_payment', '10:02'],
      ['confirmed', '10:05'],
      ['assigned', '11:30'],
      ['driver_en_route', '12:00'],
    ])
  })

  it('keeps every change of the booking, which is no status of its own', () => {
    const shown = timelineOnce([
      entry('10:00', 'confirmed'),
      entry('10:30', 'confirmed', { [TIMELINE_EDIT_KEY]: 'pickup_time' }),
      entry('10:40', 'confirmed', { [TIMELINE_EDIT_KEY]: 'child_seats' }),
    ])
    expect(shown).toHaveLength(3)
  })
})
