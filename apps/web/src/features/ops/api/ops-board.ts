import type { BoardChoices, BoardPage, BoardQuery } from '@ridelane/domain'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiDownload, apiEventStream, apiRequest } from '@/lib/api-client'
import { boardSearchParams } from '../board/board-search'
import { opsQueryScope } from './ops-account'

const boardKey = [...opsQueryScope, 'board'] as const

/** One page of the bookings board for `query` (docs/decisions/017-bookings-board.md). */
export function useBoardQuery(query: BoardQuery) {
  const search = boardSearchParams(query).toString()
  return useQuery({
    queryKey: [...boardKey, 'page', search],
    queryFn: () =>
      apiRequest<BoardPage>(`/ops/bookings?${search}`, {
        defaultErrorMessage: 'Failed to load the bookings',
      }),
    placeholderData: keepPreviousData,
  })
}

/** Service areas, partners and providers to filter by. */
export function useBoardChoicesQuery() {
  return useQuery({
    queryKey: [...boardKey, 'choices'],
    queryFn: () => apiRequest<BoardChoices>('/ops/bookings/choices'),
    staleTime: 5 * 60_000,
  })
}

/** Saves every booking matching `query` as a CSV file. */
export async function downloadBoardCsv(query: BoardQuery) {
  const params = boardSearchParams(query)
  params.delete('page')
  params.delete('page_size')
  const { blob, fileName } = await apiDownload(`/ops/bookings.csv?${params}`, {
    defaultErrorMessage: 'The export failed. Please try again.',
  })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName ?? 'bookings.csv'
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export type LiveStatus = 'connecting' | 'live' | 'offline'

/** How long a burst of changes is gathered before the board refetches once. */
const REFETCH_AFTER_MS = 250
const RECONNECT_AFTER_MS = [1000, 2000, 5000, 10_000]

/**
 * Listens to the board's live stream and refetches the board when a booking is created or
 * changes; reconnects after a break, refetching then too, since changes may have been missed.
 */
export function useBoardLiveUpdates(): LiveStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<LiveStatus>('connecting')

  useEffect(() => {
    const controller = new AbortController()
    let refetch: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      clearTimeout(refetch)
      refetch = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: [...boardKey, 'page'] }),
        REFETCH_AFTER_MS,
      )
    }
    void (async () => {
      for (let attempt = 0; !controller.signal.aborted; attempt++) {
        try {
          await apiEventStream(
            '/ops/bookings/stream',
            (event) => {
              if (event.event === 'ready') {
                setStatus('live')
                if (attempt > 0) refresh()
                attempt = 0
              } else if (event.event === 'booking') refresh()
            },
            controller.signal,
          )
        } catch {
          // A break or a refusal: wait and try again below.
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
  }, [queryClient])

  return status
}
