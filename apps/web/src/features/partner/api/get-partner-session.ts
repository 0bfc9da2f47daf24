import type { PartnerProfileResponse } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'

export function getPartnerSession(): Promise<PartnerProfileResponse> {
  return apiRequest('/partners/profile', { defaultErrorMessage: apiErrorDefaults.loadProfile })
}

/** Every partner-only query key starts with this, so ending a session can drop them all. */
export const partnerQueryScope = ['partner'] as const

export const partnerSessionQueryKey = (token: string | null) =>
  [...partnerQueryScope, 'session', token] as const

/** Decides login state at start (docs/product.md#partner-portal); a failure means logged out, so no
 * retries. */
export function usePartnerSessionQuery(token: string | null) {
  return useQuery({
    queryKey: partnerSessionQueryKey(token),
    queryFn: getPartnerSession,
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  })
}
