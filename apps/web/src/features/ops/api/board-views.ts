import type { BoardView, BoardViewInput, BoardViewList } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

const viewsKey = [...opsQueryScope, 'board-views'] as const

/** The signed-in operator's saved views of the board, by name. */
export function useBoardViewsQuery(enabled = true) {
  return useQuery({
    queryKey: viewsKey,
    queryFn: () =>
      apiRequest<BoardViewList>('/ops/board-views', {
        defaultErrorMessage: 'Failed to load your views',
      }),
    enabled,
    staleTime: 60_000,
  })
}

export function useSaveBoardViewMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...viewsKey, 'save'],
    mutationFn: (body: BoardViewInput) =>
      apiRequest<{ view: BoardView }>('/ops/board-views', {
        method: 'POST',
        body,
        defaultErrorMessage: 'Failed to save the view',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewsKey }),
  })
}

/** Answers the views left, which replace the list. */
export function useDeleteBoardViewMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...viewsKey, 'delete'],
    mutationFn: (id: string) =>
      apiRequest<BoardViewList>(`/ops/board-views/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        defaultErrorMessage: 'Failed to delete the view',
      }),
    onSuccess: (list) => queryClient.setQueryData(viewsKey, list),
  })
}
