import type { OutboxList, OutboxStatus } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

export const outboxKey = [...opsQueryScope, 'outbox'] as const

/** One page of the mail outbox, all statuses when `status` is undefined. */
export function useOutboxQuery(status: OutboxStatus | undefined, page: number) {
  const query = new URLSearchParams({ page: String(page) })
  if (status) query.set('status', status)
  return useQuery({
    queryKey: [...outboxKey, status ?? 'all', page],
    queryFn: () =>
      apiRequest<OutboxList>(`/ops/outbox?${query}`, {
        defaultErrorMessage: 'Failed to load the outbox',
      }),
    placeholderData: keepPreviousData,
  })
}
