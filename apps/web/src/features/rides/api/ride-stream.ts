import { useLiveUpdates, type LiveStatus } from '@/hooks/use-live-updates'
import { rideHeaders, type RideAccess } from '../ride-access'
import { rideQueryKey } from './get-ride'

export type { LiveStatus } from '@/hooks/use-live-updates'

/** How often the page asks for the ride while its stream is down. */
export const POLL_WHILE_OFFLINE_MS = 10_000

/**
 * Listens to GET /rides/{ref}/stream and refetches the ride on each `ride` event. A broken stream
 * is reopened after a growing wait, with a refetch once it is back (changes may have been missed
 * meanwhile); while it is down the status is 'offline' and the page polls instead.
 */
export function useRideLiveUpdates(access: RideAccess): LiveStatus {
  const target: RideAccess = { ref: access.ref, token: access.token }
  return useLiveUpdates({
    path: `/rides/${encodeURIComponent(access.ref)}/stream`,
    headers: rideHeaders(target),
    changeEvents: ['ride'],
    queryKey: rideQueryKey(target),
    // A burst of changes (a cancellation and its refund) is read once.
    gatherMs: 200,
  })
}
