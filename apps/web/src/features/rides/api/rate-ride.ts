import { t } from '@lingui/core/macro'
import type { RideView } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'

export type RideRating = { stars: number; comment?: string }

/** Rates a completed ride once: 1 to 5 stars and an optional comment. */
export function rateRide(access: RideAccess, rating: RideRating): Promise<RideView> {
  return apiRequest<RideView>(`/rides/${encodeURIComponent(access.ref)}/rating`, {
    method: 'POST',
    headers: rideHeaders(access),
    body: rating,
    defaultErrorMessage: t`We could not save your rating. Please try again.`,
  })
}

export function useRateRideMutation(access: RideAccess) {
  return useMutation({ mutationFn: (rating: RideRating) => rateRide(access, rating) })
}
