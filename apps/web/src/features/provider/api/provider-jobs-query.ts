import type { ProviderJobList, ProviderJobTab } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerQueryScope } from './provider-account'

/** Every query about the provider's jobs starts here, so the live stream can refresh them all. */
export const providerJobsScope = [...providerQueryScope, 'jobs'] as const

/** GET /provider/jobs?tab=…: one tab of the provider's jobs. */
export function useProviderJobsQuery(tab: ProviderJobTab) {
  return useQuery({
    queryKey: [...providerJobsScope, 'tab', tab],
    queryFn: () =>
      apiRequest<ProviderJobList>('/provider/jobs', {
        query: { tab },
        defaultErrorMessage: 'Failed to load your jobs',
      }),
  })
}
