import type { z } from 'zod'
import type { providerDriverListSchema } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerQueryScope } from './provider-account'

export type DriverList = z.infer<typeof providerDriverListSchema>

const fleetKey = [...providerQueryScope, 'fleet'] as const
export const providerDriversKey = [...fleetKey, 'drivers'] as const

/** GET /provider/drivers: the provider's active drivers. */
export function useProviderDriversQuery(enabled: boolean) {
  return useQuery({
    queryKey: providerDriversKey,
    queryFn: () =>
      apiRequest<DriverList>('/provider/drivers', {
        defaultErrorMessage: 'Failed to load your drivers',
      }),
    enabled,
    staleTime: 60_000,
  })
}
