import type { OpsPartnerDetail } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { partnerKey } from './partners-query'

/** One partner with its profile, status history and newest bookings. */
export function usePartnerQuery(id: string) {
  return useQuery({
    queryKey: partnerKey(id),
    queryFn: () =>
      apiRequest<OpsPartnerDetail>(`/ops/partners/${encodeURIComponent(id)}`, {
        defaultErrorMessage: 'Failed to load the partner',
      }),
  })
}
