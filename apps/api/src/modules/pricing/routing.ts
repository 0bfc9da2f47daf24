import { z } from 'zod'
import { distanceKm } from '../places'

/** A place the route passes: only its coordinates matter. */
type Point = { lat: number; lng: number }
/** One leg's road distance and driving time. */
export type RouteEstimate = { distanceKm: number; durationMin: number }
/** The area's figures for an estimate without a router. */
export type RoadProfile = { roadFactor: number; averageSpeedKmh: number }
export type RoutePlanner = (from: Point, to: Point, road: RoadProfile) => Promise<RouteEstimate>

type Log = { warn(object: object, message: string): void }

const ROUTER_TIMEOUT_MS = 2000

// The part of an OSRM /route answer we read: metres and seconds of the best route.
const osrmRouteSchema = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() }))
    .min(1),
})

/** Great-circle distance stretched by the area's road factor, driven at its average speed. */
export function estimateRoute(from: Point, to: Point, road: RoadProfile) {
  const km = distanceKm(from.lat, from.lng, to.lat, to.lng) * road.roadFactor
  return rounded({ distanceKm: km, durationMin: (km / road.averageSpeedKmh) * 60 })
}

// Prices are computed from the figures the traveller sees: 0.1 km and whole minutes.
function rounded(route: RouteEstimate): RouteEstimate {
  return {
    distanceKm: Math.round(route.distanceKm * 10) / 10,
    durationMin: Math.round(route.durationMin),
  }
}

async function askRouter(routingUrl: string, from: Point, to: Point) {
  const base = routingUrl.replace(/\/+$/, '')
  const url = `${base}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`
  const response = await fetch(url, { signal: AbortSignal.timeout(ROUTER_TIMEOUT_MS) })
  if (!response.ok) throw new Error(`Router answered ${response.status}`)
  const { routes } = osrmRouteSchema.parse(await response.json())
  return rounded({ distanceKm: routes[0]!.distance / 1000, durationMin: routes[0]!.duration / 60 })
}

/**
 * Distance and time from the OSRM-compatible router at `routingUrl` when there is one; the
 * estimate when there is none or it fails, so a router outage never stops quoting.
 */
export function createRoutePlanner(options: { routingUrl: string | undefined; log: Log }) {
  const { routingUrl, log } = options
  const plan: RoutePlanner = async (from, to, road) => {
    if (!routingUrl) return estimateRoute(from, to, road)
    try {
      return await askRouter(routingUrl, from, to)
    } catch (error) {
      log.warn({ err: error }, 'routing failed; using the great-circle estimate')
      return estimateRoute(from, to, road)
    }
  }
  return plan
}
