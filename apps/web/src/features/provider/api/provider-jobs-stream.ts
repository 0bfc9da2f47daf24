import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiEventStream } from '@/lib/api-client'
import { providerJobsScope } from './provider-jobs-query'

export type LiveStatus = 'connecting' | 'live' | 'offline'

/** Waits between attempts to reopen a broken stream, longer each time. */
export const RECONNECT_AFTER_MS = [1000, 2000, 5000, 10_000, 30_000]
/** A burst of changes (an accept and the withdrawals it causes) is read once. */
const REFETCH_AFTER_MS = 200
/** How often the jobs are read again while the stream is down. */
const POLL_WHILE_OFFLINE_MS = 15_000

/**
 * Follows GET /provider/stream (fetch, so the provider's token goes in the Authorization header
 * as on every portal call) and refetches the jobs on each `jobs` event. A broken stream is
 * reopened after a growing wait, with a refetch once it is back, since changes may have been
 * missed; while it is down the jobs are polled instead.
 */
export function useProviderJobsLiveUpdates(): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')

  useEffect(() => {
    const controller = new AbortController()
    let refetch: ReturnType<typeof setTimeout> | undefined
    let poll: ReturnType<typeof setInterval> | undefined
    const reload = () => void queryClient.invalidateQueries({ queryKey: providerJobsScope })
    const refresh = () => {
      clearTimeout(refetch)
      refetch = setTimeout(reload, REFETCH_AFTER_MS)
    }
    void (async () => {
      for (let attempt = 0; !controller.signal.aborted; attempt++) {
        try {
          await apiEventStream(
            '/provider/stream',
            (event) => {
              if (event.event === 'ready') {
                setStatus('live')
                clearInterval(poll)
                poll = undefined
                if (attempt > 0) refresh()
                attempt = 0
              } else if (event.event === 'jobs') refresh()
            },
            controller.signal,
          )
        } catch {
          // Refused or broken: wait and try again below.
        }
        if (controller.signal.aborted) return
        setStatus('offline')
        poll ??= setInterval(reload, POLL_WHILE_OFFLINE_MS)
        const delay = RECONNECT_AFTER_MS[Math.min(attempt, RECONNECT_AFTER_MS.length - 1)]
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    })()
    return () => {
      controller.abort()
      clearTimeout(refetch)
      clearInterval(poll)
    }
  }, [queryClient])

  return status
}
