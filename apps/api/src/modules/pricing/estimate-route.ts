import type { RouteEstimate, RouteEstimateQuery } from '@ridelane/domain'
import type { CatalogueSnapshot } from '../catalogue'
import type { RoadProfile, RoutePlanner } from './routing'
import { serviceAreaAt } from './service-area'

/** Roads outside every service area: a middling detour and speed, for an estimate only. */
const OPEN_ROAD: RoadProfile = { roadFactor: 1.3, averageSpeedKmh: 45 }

/**
 * GET /routes/estimate: the distance and time the quote will show, worked out the same way
 * (the router, else the pickup area's road figures), before a date is chosen.
 */
export async function estimateTripRoute(
  deps: { catalogue: CatalogueSnapshot; planRoute: RoutePlanner },
  { pickup, dropoff }: RouteEstimateQuery,
): Promise<RouteEstimate> {
  const { areas } = await deps.catalogue()
  const road = serviceAreaAt(areas, pickup) ?? OPEN_ROAD
  const route = await deps.planRoute(pickup, dropoff, road)
  return { distance_km: route.distanceKm, duration_min: route.durationMin }
}
