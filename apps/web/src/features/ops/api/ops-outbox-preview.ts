import type { OutboxMail } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { outboxKey } from './ops-outbox-list'

/**
 * GET /ops/outbox/{id}/preview: one mail with both parts, every link without its fragment (where
 * sign-in, reset and ride links carry their token). The API's schema is outboxPreviewSchema in
 * apps/api/src/modules/outbox/mail-preview.ts.
 */
export type OutboxPreview = {
  mail: OutboxMail & {
    /** The HTML part, for a sandboxed frame; null for a mail queued with text only. */
    html: string | null
    text: string
  }
}

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
