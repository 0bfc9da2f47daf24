import type { PartnerAffiliate } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from './get-partner-session'

const loadFailed = 'Failed to load your widget'

export function getPartnerAffiliate(): Promise<PartnerAffiliate> {
  return apiRequest('/partners/affiliate', { defaultErrorMessage: loadFailed })
}

export const partnerAffiliateQueryKey = [...partnerQueryScope, 'affiliate'] as const

/** The widget's code, commission and referred bookings; read again on each visit. */
export function usePartnerAffiliateQuery() {
  return useQuery({
    queryKey: partnerAffiliateQueryKey,
    queryFn: getPartnerAffiliate,
    refetchOnMount: 'always',
  })
}
export { loadFailed as affiliateLoadFailed }
