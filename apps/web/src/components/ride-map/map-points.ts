import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { DriverJob, MapPoint, RideView } from '@ridelane/domain'
import { pageLocale } from '@/i18n/format'

// What the ride map draws and says, worked out without the map library, so the ride page and the
// driver's job page can test it and render the text alternative before the map's chunk loads
// (docs/decisions/041-ride-map.md).

export type MapMarkerKind = 'pickup' | 'dropoff' | 'driver'

export type MapMarker = { kind: MapMarkerKind; point: MapPoint; label: string }

export type RideMapView = {
  /** Pickup first, then the drop-off, then the driver, when each is known. */
  markers: MapMarker[]
  /** The straight line from the pickup to the drop-off, when both are known. */
  route: [MapPoint, MapPoint] | null
  /** The map's text alternative, in words. */
  label: string
}

export const markerLabels: Record<MapMarkerKind, MessageDescriptor> = {
  pickup: msg`Pickup`,
  dropoff: msg`Drop-off`,
  driver: msg`Driver`,
}

const isPoint = (point: MapPoint | null | undefined): point is MapPoint =>
  point != null && Number.isFinite(point.lat) && Number.isFinite(point.lng)

function build(
  pickup: MapPoint | null | undefined,
  dropoff: MapPoint | null | undefined,
  driver: MapPoint | null | undefined,
  label: string,
  driverLabel: string = i18n._(markerLabels.driver),
): RideMapView {
  const markers: MapMarker[] = []
  if (isPoint(pickup))
    markers.push({ kind: 'pickup', point: pickup, label: i18n._(markerLabels.pickup) })
  if (isPoint(dropoff)) {
    markers.push({ kind: 'dropoff', point: dropoff, label: i18n._(markerLabels.dropoff) })
  }
  if (isPoint(driver)) markers.push({ kind: 'driver', point: driver, label: driverLabel })
  return {
    markers,
    route: isPoint(pickup) && isPoint(dropoff) ? [pickup, dropoff] : null,
    label,
  }
}

const placesWords = (hasDropoff: boolean) =>
  hasDropoff ? t`Map of the pickup and the drop-off` : t`Map of the pickup`

/** The traveller's map: pickup, drop-off, and the driver only while the view carries a position. */
export function rideMapView(ride: RideView): RideMapView {
  const approach = ride.driver_approach
  const hasDropoff = isPoint(ride.trip.dropoff_point)
  let label = placesWords(hasDropoff)
  if (approach) {
    const km = approach.distance_km.toLocaleString(pageLocale())
    const minutes = approach.eta_minutes
    label = t`Map: your driver is about ${km} km from the pickup, arriving in about ${minutes} min`
  }
  return build(ride.trip.pickup_point, ride.trip.dropoff_point, approach?.position, label)
}

/** The driver's map: the pickup and the drop-off of the job, and the phone while it shares. */
export function driverJobMapView(job: DriverJob): RideMapView {
  const hasDropoff = job.dropoff !== null
  const sharedLabel = hasDropoff
    ? t`Map of the pickup and the drop-off, with your last shared position`
    : t`Map of the pickup, with your last shared position`
  const label = job.driver_point ? sharedLabel : placesWords(hasDropoff)
  return build(job.pickup.point, job.dropoff?.point, job.driver_point, label, t`You`)
}

/** Whether there is anything to draw. */
export const hasMapPoints = (view: RideMapView) => view.markers.length > 0
