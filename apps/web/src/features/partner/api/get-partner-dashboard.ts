import type { DashboardResponse } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from './get-partner-session'

export function getPartnerDashboard(): Promise<DashboardResponse> {
  return apiRequest('/partners/dashboard', { defaultErrorMessage: apiErrorDefaults.loadDashboard })
}

export const partnerDashboardQueryKey = [...partnerQueryScope, 'dashboard'] as const

/** Read again each time it opens, as the bookings list is: statuses move on elsewhere. */
export function usePartnerDashboardQuery() {
  return useQuery({
    queryKey: partnerDashboardQueryKey,
    queryFn: getPartnerDashboard,
    refetchOnMount: 'always',
  })
}
