import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiEventStream } from '@/lib/api-client'
import { driverHeaders, driverJobQueryKey } from './driver-job'

export type LiveStatus = 'connecting' | 'live' | 'offline'

const RECONNECT_AFTER_MS = [1000, 2000, 5000, 10_000, 30_000]
export const POLL_WHILE_OFFLINE_MS = 15_000

/**
 * Follows GET /driver/job/stream and refetches the job on each `job` event (an operator moved
 * the pickup or gave the ride away). Reopened after a growing wait; polled meanwhile.
 */
export function useDriverJobLiveUpdates(token: string): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')
  useEffect(() => {
    const controller = new AbortController()
    const refresh = () => void queryClient.invalidateQueries({ queryKey: driverJobQueryKey(token) })
    void (async () => {
      for (let attempt = 0; !controller.signal.aborted; attempt++) {
        try {
          await apiEventStream(
            '/driver/job/stream',
            (event) => {
              if (event.event === 'job') refresh()
            },
            controller.signal,
            {
              headers: driverHeaders(token),
              onOpen: () => {
                setStatus('live')
                if (attempt > 0) refresh()
                attempt = 0
              },
            },
          )
        } catch {
          // Refused or broken: wait and try again.
        }
        if (controller.signal.aborted) return
        setStatus('offline')
        refresh()
        const delay = RECONNECT_AFTER_MS[Math.min(attempt, RECONNECT_AFTER_MS.length - 1)]
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    })()
    return () => controller.abort()
  }, [queryClient, token])
  return status
}
