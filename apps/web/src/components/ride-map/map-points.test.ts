import { describe, expect, it } from 'vitest'
import { buildJob } from '@/features/driver/testing/driver-fixtures'
import { buildRide } from '@/features/rides/testing/ride-fixtures'
import { driverJobMapView, hasMapPoints, rideMapView } from './map-points'

const pickup = { lat: 40.6413, lng: -73.7781 }
const dropoff = { lat: 40.7397, lng: -74.0081 }

describe('the ride map’s points and words', () => {
  it('shows the pickup and the drop-off with a line between them before the driver shares a position', () => {
    const view = rideMapView(buildRide({ trip: { pickup_point: pickup, dropoff_point: dropoff } }))
    expect(view.markers).toEqual([
      { kind: 'pickup', point: pickup, label: 'Pickup' },
      { kind: 'dropoff', point: dropoff, label: 'Drop-off' },
    ])
    expect(view.route).toEqual([pickup, dropoff])
    expect(view.label).toBe('Map of the pickup and the drop-off')
  })

  it('adds the driver and says how far and how soon while the driver is on the way', () => {
    const position = { lat: 40.68, lng: -73.8 }
    const view = rideMapView(
      buildRide({
        booking_status: 'driver_en_route',
        driver_approach: {
          distance_km: 2.4,
          eta_minutes: 6,
          located_at: '2030-01-15T15:05:00.000Z',
          position,
        },
      }),
    )
    expect(view.markers.map((marker) => marker.kind)).toEqual(['pickup', 'dropoff', 'driver'])
    expect(view.markers[2]).toEqual({ kind: 'driver', point: position, label: 'Driver' })
    expect(view.label).toBe(
      'Map: your driver is about 2.4 km from the pickup, arriving in about 6 min',
    )
  })

  it('has only the pickup for a ride without a drop-off, and nothing without points', () => {
    const hourly = rideMapView(buildRide({ trip: { dropoff_point: null } }))
    expect(hourly.markers.map((marker) => marker.kind)).toEqual(['pickup'])
    expect(hourly.route).toBeNull()
    expect(hourly.label).toBe('Map of the pickup')
    const none = rideMapView(buildRide({ trip: { pickup_point: null, dropoff_point: null } }))
    expect(hasMapPoints(none)).toBe(false)
  })

  it('gives the driver the job’s pickup and drop-off', () => {
    const job = buildJob()
    const view = driverJobMapView(job)
    expect(view.markers.map((marker) => [marker.kind, marker.point])).toEqual([
      ['pickup', job.pickup.point],
      ['dropoff', job.dropoff!.point],
    ])
    expect(view.label).toBe('Map of the pickup and the drop-off')
    expect(driverJobMapView(buildJob({ dropoff: null })).label).toBe('Map of the pickup')
  })

  it('adds the driver’s own shared position, marked as theirs', () => {
    const here = { lat: 40.68, lng: -73.81 }
    const view = driverJobMapView(buildJob({ status: 'driver_en_route', driver_point: here }))
    expect(view.markers.at(-1)).toEqual({ kind: 'driver', point: here, label: 'You' })
    expect(view.label).toBe('Map of the pickup and the drop-off, with your last shared position')
  })
})
