import { MAX_ONE_WAY_DISTANCE_KM } from '@ridelane/domain'
import type { ServiceArea } from '../catalogue'
import { distanceKm } from '../places'

/** The area whose circle holds the point; the nearest centre when circles overlap. */
export function serviceAreaAt(
  areas: ServiceArea[],
  point: { lat: number; lng: number },
): ServiceArea | undefined {
  let best: { area: ServiceArea; distance: number } | undefined
  for (const area of areas) {
    const distance = distanceKm(point.lat, point.lng, area.centerLat, area.centerLng)
    if (distance > area.radiusKm) continue
    if (!best || distance < best.distance) best = { area, distance }
  }
  return best?.area
}

/** What the wizard shows when the pickup is outside every area. */
export function outsideAreasReason(areas: ServiceArea[]): string {
  const names = areas.map((area) => area.name)
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('')
  return list
    ? `We don't serve this pickup area yet. We currently operate in ${list}.`
    : `We don't serve this pickup area yet.`
}

/** What the wizard shows when no class of the area is offered for the party (operator's edits). */
export function noVehicleReason(area: ServiceArea, passengers: number): string {
  const party = passengers === 1 ? '1 passenger' : `${passengers} passengers`
  return `We have no vehicle for ${party} in ${area.name} right now.`
}

/** What the wizard shows when a one-way trip is longer than we drive (MAX_ONE_WAY_DISTANCE_KM). */
export function beyondReachReason(roadDistanceKm: number): string {
  const km = (value: number) => Math.round(value).toLocaleString('en-US')
  return (
    `This trip is about ${km(roadDistanceKm)} km by road; we drive one-way transfers of up to ` +
    `${km(MAX_ONE_WAY_DISTANCE_KM)} km. For a longer journey, book multi-day hire or contact us.`
  )
}
