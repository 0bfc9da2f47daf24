import type { z } from 'zod'
import type { vehicleChoicesSchema } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerJobKey, providerJobPath } from './provider-job-query'

type VehicleChoices = z.infer<typeof vehicleChoicesSchema>

/**
 * GET /provider/jobs/{bookingId}/vehicles: the provider's active vehicles, each with whether it
 * is free for this ride and, when not, the ride it is already on. Under the job's key, so an
 * assignment (which refreshes the jobs) asks again.
 */
export function useProviderJobVehiclesQuery(bookingId: string) {
  return useQuery({
    queryKey: [...providerJobKey(bookingId), 'vehicles'],
    queryFn: () =>
      apiRequest<VehicleChoices>(`${providerJobPath(bookingId)}/vehicles`, {
        defaultErrorMessage: 'Failed to load your vehicles',
      }),
  })
}
