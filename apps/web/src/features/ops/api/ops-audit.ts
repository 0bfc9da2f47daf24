import type { AuditList } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

export type AuditTarget = { kind: string; id: string } | undefined

/** One page of the audit log, newest first, of one record when `target` is given (admins only). */
export function useAuditQuery(target: AuditTarget, page: number) {
  const query = new URLSearchParams({ page: String(page) })
  if (target) {
    query.set('target_kind', target.kind)
    query.set('target_id', target.id)
  }
  return useQuery({
    queryKey: [...opsQueryScope, 'audit', target?.kind, target?.id, page],
    queryFn: () =>
      apiRequest<AuditList>(`/ops/audit?${query}`, {
        defaultErrorMessage: 'Failed to load the audit log',
      }),
    placeholderData: keepPreviousData,
  })
}
