import type { PartnerProfileResponse } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from './get-partner-session'

/** The profile screen's own read of GET /partners/profile, with its own error text
 * (docs/product.md#error-codes). */
export function getPartnerProfile(): Promise<PartnerProfileResponse> {
  return apiRequest('/partners/profile', { defaultErrorMessage: apiErrorDefaults.loadProfile })
}

export const partnerProfileQueryKey = [...partnerQueryScope, 'profile'] as const

export function usePartnerProfileQuery() {
  return useQuery({ queryKey: partnerProfileQueryKey, queryFn: getPartnerProfile })
}
