import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RideView } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { earlyRead } from '@/lib/early-read'
import { rideHeaders, type RideAccess } from '../ride-access'

export const LOAD_RIDE_ERROR = msg`We could not load this booking. Please try again.`

/** Every query about one ride starts with this, so an update refreshes them all. */
export const rideQueryKey = (access: RideAccess) => ['ride', access.ref.toUpperCase()] as const

const ridePath = (access: RideAccess) => `/rides/${encodeURIComponent(access.ref)}`

/** GET /rides/{ref}: the whole page in one view (packages/domain ride-view.ts). */
export function getRide(access: RideAccess, signal?: AbortSignal): Promise<RideView> {
  return apiRequest<RideView>(ridePath(access), {
    headers: rideHeaders(access),
    signal,
    defaultErrorMessage: i18n._(LOAD_RIDE_ERROR),
  })
}

const early = earlyRead<RideView>()
const earlyKey = (access: RideAccess) => `${access.ref.toUpperCase()} ${access.token ?? ''}`

/** Starts reading the ride while the page's code is still loading (see app/routes.tsx). */
export function startRideRead(access: RideAccess): void {
  early.start(earlyKey(access), () => getRide(access))
}

/**
 * The ride, refetched when its live stream says it changed; polled every `pollMs` while the
 * stream is down (false: not polled).
 */
export function useRideQuery(access: RideAccess, pollMs: number | false) {
  return useQuery({
    queryKey: rideQueryKey(access),
    queryFn: ({ signal }) => early.take(earlyKey(access)) ?? getRide(access, signal),
    refetchInterval: pollMs,
  })
}
