import { useLiveUpdates, type LiveStatus } from '@/hooks/use-live-updates'
import { driverHeaders, driverJobQueryKey } from './driver-job'

export type { LiveStatus } from '@/hooks/use-live-updates'

export const POLL_WHILE_OFFLINE_MS = 15_000

/**
 * Follows GET /driver/job/stream and refetches the job on each `job` event (an operator moved
 * the pickup or gave the ride away). Reopened after a growing wait; the page polls meanwhile,
 * and the job is read at once on every break.
 */
export function useDriverJobLiveUpdates(token: string): LiveStatus {
  return useLiveUpdates({
    path: '/driver/job/stream',
    headers: driverHeaders(token),
    changeEvents: ['job'],
    queryKey: driverJobQueryKey(token),
    refetchOnBreak: true,
  })
}
