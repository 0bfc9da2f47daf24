import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiEventStream } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'
import { rideQueryKey } from './get-ride'

export type LiveStatus = 'connecting' | 'live' | 'offline'

/** Waits between attempts to reopen a broken stream, longer each time. */
export const RECONNECT_AFTER_MS = [1000, 2000, 5000, 10_000, 30_000]
/** How often the page asks for the ride while its stream is down. */
export const POLL_WHILE_OFFLINE_MS = 10_000
/** A burst of changes (a cancellation and its refund) is read once. */
const REFETCH_AFTER_MS = 200

/**
 * Listens to GET /rides/{ref}/stream and refetches the ride on each `ride` event. A broken stream
 * is reopened after a growing wait, with a refetch once it is back (changes may have been missed
 * meanwhile); while it is down the status is 'offline' and the page polls instead.
 */
export function useRideLiveUpdates(access: RideAccess): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const { ref, token } = access

  useEffect(() => {
    const target: RideAccess = { ref, token }
    const controller = new AbortController()
    let refetch: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      clearTimeout(refetch)
      refetch = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: rideQueryKey(target) }),
        REFETCH_AFTER_MS,
      )
    }
    void (async () => {
      for (let attempt = 0; !controller.signal.aborted; attempt++) {
        try {
          await apiEventStream(
            `/rides/${encodeURIComponent(ref)}/stream`,
            (event) => {
              if (event.event === 'ride') refresh()
            },
            controller.signal,
            {
              headers: rideHeaders(target),
              onOpen: () => {
                setStatus('live')
                if (attempt > 0) refresh()
                attempt = 0
              },
            },
          )
        } catch {
          // Refused or broken: wait and try again below.
        }
        if (controller.signal.aborted) return
        setStatus('offline')
        const delay = RECONNECT_AFTER_MS[Math.min(attempt, RECONNECT_AFTER_MS.length - 1)]
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    })()
    return () => {
      controller.abort()
      clearTimeout(refetch)
    }
  }, [queryClient, ref, token])

  return status
}
