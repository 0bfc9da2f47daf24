import type { OpsPartnerList, PartnerStatus } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

/** Every partner query key starts here, so an action refreshes the list and the detail. */
export const partnersKey = [...opsQueryScope, 'partners'] as const
export const partnerKey = (id: string) => [...partnersKey, 'detail', id] as const

export type PartnerListFilter = { status?: PartnerStatus; q: string; page: number }

/** One page of partners, filtered by status and a search on email or business name. */
export function usePartnersQuery({ status, q, page }: PartnerListFilter) {
  const query = new URLSearchParams({ page: String(page) })
  if (status) query.set('status', status)
  if (q) query.set('q', q)
  return useQuery({
    queryKey: [...partnersKey, 'list', status ?? 'all', q, page],
    queryFn: () =>
      apiRequest<OpsPartnerList>(`/ops/partners?${query}`, {
        defaultErrorMessage: 'Failed to load partners',
      }),
    placeholderData: keepPreviousData,
  })
}
