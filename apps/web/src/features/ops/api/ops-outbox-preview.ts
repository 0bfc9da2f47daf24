import type { OutboxPreview } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { outboxKey } from './ops-outbox-list'

// GET /ops/outbox/{id}/preview answers the domain's outboxPreviewSchema.

/** The preview of one mail, read when `id` is set. */
export function useOutboxPreviewQuery(id: string | undefined) {
  return useQuery({
    queryKey: [...outboxKey, 'preview', id],
    queryFn: () =>
      apiRequest<OutboxPreview>(`/ops/outbox/${encodeURIComponent(id!)}/preview`, {
        defaultErrorMessage: 'Failed to load the mail',
      }),
    enabled: id !== undefined,
  })
}
