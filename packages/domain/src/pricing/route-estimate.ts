import { z } from 'zod'
import { latLngQuerySchema } from '../places/place'

/** `GET /routes/estimate?pickup=lat,lng&dropoff=lat,lng`: the drive, known before any date. */
export const routeEstimateQuerySchema = z.object({
  pickup: latLngQuerySchema,
  dropoff: latLngQuerySchema,
})
export type RouteEstimateQuery = z.infer<typeof routeEstimateQuerySchema>

/** Road distance and driving time, worked out as for a price (the same routing). */
export const routeEstimateSchema = z.object({
  distance_km: z.number().nonnegative(),
  duration_min: z.number().nonnegative(),
})
export type RouteEstimate = z.infer<typeof routeEstimateSchema>
