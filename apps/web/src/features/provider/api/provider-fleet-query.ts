import type { z } from 'zod'
import type { providerDriverListSchema, providerVehicleListSchema } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerQueryScope } from './provider-account'

export type DriverList = z.infer<typeof providerDriverListSchema>
type VehicleList = z.infer<typeof providerVehicleListSchema>

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

/** GET /provider/vehicles: the provider's active vehicles. */
export function useProviderVehiclesQuery(enabled: boolean) {
  return useQuery({
    queryKey: [...fleetKey, 'vehicles'],
    queryFn: () =>
      apiRequest<VehicleList>('/provider/vehicles', {
        defaultErrorMessage: 'Failed to load your vehicles',
      }),
    enabled,
    staleTime: 60_000,
  })
}
