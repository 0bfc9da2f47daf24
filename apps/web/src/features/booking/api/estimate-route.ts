import { t } from '@lingui/core/macro'
import { hasCoordinates, type RideDetails, type RouteEstimate } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

type Point = { lat: number; lng: number }

const point = ({ lat, lng }: Point) => `${lat},${lng}`

export function estimateRoute(pickup: Point, dropoff: Point, signal?: AbortSignal) {
  return apiRequest<RouteEstimate>('/routes/estimate', {
    query: { pickup: point(pickup), dropoff: point(dropoff) },
    signal,
    defaultErrorMessage: t`We could not work out this route`,
  })
}

/** The two places of a one-way ride once both are picked, else null. */
export function routeEnds(ride: RideDetails): { pickup: Point; dropoff: Point } | null {
  const { pickup, dropoff } = ride
  if (ride.rideType !== 'one-way' || !hasCoordinates(pickup) || !hasCoordinates(dropoff)) {
    return null
  }
  return {
    pickup: { lat: pickup.lat, lng: pickup.lng },
    dropoff: { lat: dropoff.lat, lng: dropoff.lng },
  }
}

/** Distance and time as soon as both places are picked; asked again when either changes. */
export function useRouteEstimate(ride: RideDetails) {
  const ends = routeEnds(ride)
  return useQuery({
    queryKey: ['route-estimate', ends] as const,
    queryFn: ({ signal }) => estimateRoute(ends!.pickup, ends!.dropoff, signal),
    enabled: ends !== null,
    staleTime: 10 * 60_000,
  })
}
