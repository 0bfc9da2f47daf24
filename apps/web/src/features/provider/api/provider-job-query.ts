import type { ProviderJobDetail } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerJobsScope } from './provider-jobs-query'

export const providerJobKey = (bookingId: string) =>
  [...providerJobsScope, 'job', bookingId] as const

export const providerJobPath = (bookingId: string) =>
  `/provider/jobs/${encodeURIComponent(bookingId)}`

/** GET /provider/jobs/{bookingId}: one job, with the traveller once the ride is the provider's. */
export function useProviderJobQuery(bookingId: string) {
  return useQuery({
    queryKey: providerJobKey(bookingId),
    queryFn: () =>
      apiRequest<ProviderJobDetail>(providerJobPath(bookingId), {
        defaultErrorMessage: 'Failed to load this job',
      }),
  })
}
