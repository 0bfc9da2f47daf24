import type { BoardChoices, BoardPage, BoardQuery } from '@ridelane/domain'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLiveUpdates, type LiveStatus } from '@/hooks/use-live-updates'
import { apiDownload, apiRequest } from '@/lib/api-client'
import { boardSearchParams } from '../board/board-search'
import { opsQueryScope } from './ops-account'

const boardKey = [...opsQueryScope, 'board'] as const
const boardPagesKey = [...boardKey, 'page'] as const

/** Refetches the board's pages now, after an action from the board changed a booking. */
export function useRefreshBoard() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: boardPagesKey })
}

/** One page of the bookings board for `query` (docs/decisions/017-bookings-board.md). */
export function useBoardQuery(query: BoardQuery) {
  const search = boardSearchParams(query).toString()
  return useQuery({
    queryKey: [...boardPagesKey, search],
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

export type { LiveStatus } from '@/hooks/use-live-updates'

/**
 * Listens to the board's live stream and refetches the board when a booking is created or
 * changes; reconnects after a break, refetching then too, since changes may have been missed.
 */
export function useBoardLiveUpdates(): LiveStatus {
  return useLiveUpdates({
    path: '/ops/bookings/stream',
    readyEvent: 'ready',
    changeEvents: ['booking'],
    queryKey: boardPagesKey,
    // A burst of changes is gathered before the board refetches once.
    gatherMs: 250,
    reconnectAfterMs: [1000, 2000, 5000, 10_000],
  })
}
