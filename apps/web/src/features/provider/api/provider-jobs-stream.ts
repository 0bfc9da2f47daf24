import { useLiveUpdates, type LiveStatus } from '@/hooks/use-live-updates'
import { providerJobsScope } from './provider-jobs-query'

export type { LiveStatus } from '@/hooks/use-live-updates'

/**
 * Follows GET /provider/stream (fetch, so the provider's token goes in the Authorization header
 * as on every portal call) and refetches the jobs on each `jobs` event. A broken stream is
 * reopened after a growing wait, with a refetch once it is back; while it is down the jobs are
 * polled instead.
 */
export function useProviderJobsLiveUpdates(): LiveStatus {
  return useLiveUpdates({
    path: '/provider/stream',
    readyEvent: 'ready',
    changeEvents: ['jobs'],
    queryKey: providerJobsScope,
    // A burst of changes (an accept and the withdrawals it causes) is read once.
    gatherMs: 200,
    pollWhileOfflineMs: 15_000,
  })
}
