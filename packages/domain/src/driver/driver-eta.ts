// The traveller's estimate of their driver's arrival (docs/decisions/029-providers-and-drivers.md):
// a straight-line distance and an assumed average speed, not a route. It is rough on purpose and
// the page says "about".

const EARTH_RADIUS_KM = 6371.0088

/** Town driving, door to door, straight-line distance: slow on purpose so we do not promise early. */
export const ASSUMED_DRIVER_SPEED_KMH = 30
/** A position older than this is not shown: the phone stopped sharing. */
export const DRIVER_LOCATION_FRESH_MINUTES = 3

export type LatLng = { lat: number; lng: number }

/** Great-circle distance in kilometres. */
export function straightLineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type DriverApproach = {
  /** Straight line, one decimal. */
  distance_km: number
  /** Whole minutes, at least 1. */
  eta_minutes: number
  located_at: string
  /** The position the estimate is from, for the traveller's map. */
  position: LatLng
}

/**
 * Distance and estimated arrival from the driver's last position, or null when there is none
 * fresh enough (older than DRIVER_LOCATION_FRESH_MINUTES).
 */
export function driverApproach(
  pickup: LatLng,
  last: (LatLng & { recordedAt: Date }) | undefined,
  now: Date,
): DriverApproach | null {
  if (!last) return null
  if (now.getTime() - last.recordedAt.getTime() > DRIVER_LOCATION_FRESH_MINUTES * 60_000) {
    return null
  }
  const km = straightLineKm(last, pickup)
  return {
    distance_km: Math.round(km * 10) / 10,
    eta_minutes: Math.max(1, Math.round((km / ASSUMED_DRIVER_SPEED_KMH) * 60)),
    located_at: last.recordedAt.toISOString(),
    position: { lat: last.lat, lng: last.lng },
  }
}
