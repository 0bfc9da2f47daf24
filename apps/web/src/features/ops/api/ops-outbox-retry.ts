import type { OutboxRetry } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'
import { outboxKey } from './ops-outbox-list'

export function useRetryMailMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...opsQueryScope, 'retry-mail'],
    mutationFn: (id: string) =>
      apiRequest<OutboxRetry>(`/ops/outbox/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
        defaultErrorMessage: 'Failed to queue the mail again',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKey }),
  })
}
