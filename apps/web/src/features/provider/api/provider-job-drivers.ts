import type { z } from 'zod'
import type { driverChoicesSchema } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerJobKey, providerJobPath } from './provider-job-query'

type DriverChoices = z.infer<typeof driverChoicesSchema>

/**
 * GET /provider/jobs/{bookingId}/drivers: the provider's active drivers, each with whether this
 * ride fits their time and, when not, what is in the way. Under the job's key, so an assignment
 * (which refreshes the jobs) asks again.
 */
export function useProviderJobDriversQuery(bookingId: string) {
  return useQuery({
    queryKey: [...providerJobKey(bookingId), 'drivers'],
    queryFn: () =>
      apiRequest<DriverChoices>(`${providerJobPath(bookingId)}/drivers`, {
        defaultErrorMessage: 'Failed to load your drivers',
      }),
  })
}
