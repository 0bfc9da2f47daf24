import { t } from '@lingui/core/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'
import { changesPath, type RideChange, type RideChangePreview } from './ride-change'

/** Prices a change without storing anything. */
export function previewRideChange(
  access: RideAccess,
  change: RideChange,
  signal?: AbortSignal,
): Promise<RideChangePreview> {
  return apiRequest<RideChangePreview>(`${changesPath(access.ref)}/preview`, {
    method: 'POST',
    headers: rideHeaders(access),
    body: { change },
    signal,
    defaultErrorMessage: t`We could not price this change. Please try again.`,
  })
}

/**
 * A query rather than a mutation: the preview stores nothing, and as a query each change's price
 * is cached, an older answer never overwrites a newer one, and the last price stays on screen
 * while the next is asked for.
 */
export function useRideChangePreview(access: RideAccess, change: RideChange | null) {
  return useQuery({
    queryKey: ['rides', access.ref, 'change-preview', change],
    queryFn: ({ signal }) => previewRideChange(access, change ?? {}, signal),
    enabled: change !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  })
}
