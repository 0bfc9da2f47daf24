import type { OpsOverview } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope } from './ops-account'

export const overviewKey = [...opsQueryScope, 'overview'] as const

/** The start page's figures, refreshed every minute while the page is open. */
export function useOverviewQuery() {
  return useQuery({
    queryKey: overviewKey,
    queryFn: () =>
      apiRequest<OpsOverview>('/ops/overview', {
        defaultErrorMessage: 'Failed to load the overview',
      }),
    refetchInterval: 60_000,
  })
}
