const EARTH_RADIUS_KM = 6371.0088

export function isCoordinate(lat: number, lng: number): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
}

/** A coordinate a data source really knows: (0, 0) is how several of them spell "unknown". */
export function isKnownLocation(lat: number, lng: number): boolean {
  return isCoordinate(lat, lng) && !(lat === 0 && lng === 0)
}

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}
