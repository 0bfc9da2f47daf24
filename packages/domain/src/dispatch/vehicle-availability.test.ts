import { describe, expect, it } from 'vitest'
import { type Span } from './driver-availability'
import {
  vehicleChoicesSchema,
  vehicleConflict,
  vehicleConflictMessage,
  vehicleLabel,
} from './vehicle-availability'

const span = (start: string, end: string): Span => ({ start: new Date(start), end: new Date(end) })
const own = [span('2026-12-03T13:30:00Z', '2026-12-03T15:00:00Z')]
const ride = (bookingCode: string, ...spans: Span[]) => ({ bookingCode, spans })

describe('vehicleConflict', () => {
  it('finds nothing when the vehicle’s other rides end before or start after this one', () => {
    expect(vehicleConflict(own, [])).toBeNull()
    const around = [
      ride('RL-AAAAAA', span('2026-12-03T12:00:00Z', '2026-12-03T13:30:00Z')),
      ride('RL-BBBBBB', span('2026-12-03T15:00:00Z', '2026-12-03T16:00:00Z')),
    ]
    expect(vehicleConflict(own, around)).toBeNull()
  })

  it('names the first ride that meets this one, a round trip’s return leg included', () => {
    const rides = [
      ride('RL-AAAAAA', span('2026-12-03T09:00:00Z', '2026-12-03T10:00:00Z')),
      ride(
        'RL-7K2M9Q',
        span('2026-12-03T08:00:00Z', '2026-12-03T09:00:00Z'),
        span('2026-12-03T14:30:00Z', '2026-12-03T16:10:00Z'),
      ),
    ]
    const conflict = vehicleConflict(own, rides)
    expect(conflict).toEqual({
      bookingCode: 'RL-7K2M9Q',
      span: span('2026-12-03T14:30:00Z', '2026-12-03T16:10:00Z'),
    })
    const name = vehicleLabel({ makeModel: 'Toyota Camry', plate: 'NY 1234' })
    expect(vehicleConflictMessage(conflict!, name, 'Europe/London')).toBe(
      'Toyota Camry (NY 1234) is already on RL-7K2M9Q from 3 Dec, 14:30 to 3 Dec, 16:10.',
    )
  })

  it('describes a picker’s vehicles with whether each is free', () => {
    const vehicle = {
      id: 'v1',
      vehicle_class_id: 'sedan',
      make_model: 'Toyota Camry',
      colour: 'Black',
      plate: 'NY 1234',
      seats: 4,
    }
    expect(
      vehicleChoicesSchema.safeParse({
        vehicles: [{ ...vehicle, free: true, busy_reason: null }],
      }).success,
    ).toBe(true)
    expect(vehicleChoicesSchema.safeParse({ vehicles: [vehicle] }).success).toBe(false)
  })
})
