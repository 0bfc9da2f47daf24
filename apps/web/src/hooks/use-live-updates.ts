import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { apiEventStream, type StreamEnd } from '@/lib/api-client'

/** Whether a page hears of changes as they happen, for its "live" note. */
export type LiveStatus = 'connecting' | 'live' | 'offline'

/** Waits between attempts to reopen a broken stream, longer each time. */
const RECONNECT_AFTER_MS = [1000, 2000, 5000, 10_000, 30_000] as const

export type LiveUpdatesOptions = {
  /** The stream's API path, e.g. '/provider/stream'. */
  path: string
  headers?: Record<string, string>
  /** The events that say the data changed. */
  changeEvents: readonly string[]
  /** What a change makes stale; read again on a change and after every reconnect. */
  queryKey: QueryKey
  /** The event the server sends once it listens; without one, the stream is live once open. */
  readyEvent?: string
  /** A burst of changes within this many milliseconds is read once. */
  gatherMs?: number
  reconnectAfterMs?: readonly number[]
  /** Read the data this often while the stream is down. */
  pollWhileOfflineMs?: number
  /** Read the data at once on every break, as a page that cannot wait for the reconnect. */
  refetchOnBreak?: boolean
}

/**
 * Follows one of the API's server-sent event streams (through lib/api-client.ts) and reads the
 * data again when it changes. A broken stream is reopened after a growing wait, with a read once
 * it is back, since changes may have been missed; leaving the page closes it.
 */
export function useLiveUpdates(options: LiveUpdatesOptions): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')
  // The latest options, read when used: a new array or object each render must not reconnect.
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const { path, headers } = options
  const headersKey = JSON.stringify(headers ?? {})

  useEffect(() => {
    const controller = new AbortController()
    const { readyEvent, gatherMs = 0, pollWhileOfflineMs } = latest.current
    const backoff = latest.current.reconnectAfterMs ?? RECONNECT_AFTER_MS
    let gather: ReturnType<typeof setTimeout> | undefined
    let poll: ReturnType<typeof setInterval> | undefined
    const reload = () => void queryClient.invalidateQueries({ queryKey: latest.current.queryKey })
    const refresh = () => {
      if (gatherMs === 0) return reload()
      clearTimeout(gather)
      gather = setTimeout(reload, gatherMs)
    }
    let attempt = 0
    // Set while reopening a stream the server handed over: events may have been missed meanwhile.
    let handedOver = false
    const connected = () => {
      setStatus('live')
      clearInterval(poll)
      poll = undefined
      if (attempt > 0 || handedOver) refresh()
      attempt = 0
      handedOver = false
    }
    void (async () => {
      for (; !controller.signal.aborted; attempt++) {
        let ended: StreamEnd | undefined
        try {
          ended = await apiEventStream(
            path,
            ({ event }) => {
              if (event === readyEvent) connected()
              else if (latest.current.changeEvents.includes(event)) refresh()
            },
            controller.signal,
            {
              headers: JSON.parse(headersKey) as Record<string, string>,
              onOpen: readyEvent === undefined ? connected : undefined,
            },
          )
        } catch {
          // Refused or broken: wait and try again below.
        }
        if (controller.signal.aborted) return
        if (ended?.retryMs !== undefined && attempt === 0 && !handedOver) {
          // The server ended a stream that was live and said when to come back (a process
          // shutting down for a deploy): reopen then, through the balancer, without showing a
          // break. The data is read again once the new stream is live.
          const wait = ended.retryMs
          handedOver = true
          attempt = -1
          await new Promise((resolve) => setTimeout(resolve, wait))
          continue
        }
        setStatus('offline')
        if (latest.current.refetchOnBreak) refresh()
        if (pollWhileOfflineMs !== undefined) poll ??= setInterval(reload, pollWhileOfflineMs)
        const delay = backoff[Math.min(attempt, backoff.length - 1)]
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
    })()
    return () => {
      controller.abort()
      clearTimeout(gather)
      clearInterval(poll)
    }
  }, [queryClient, path, headersKey])

  return status
}
