import type { Driver, DriverInput } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { registryKey } from './registry-keys'

/** Adds a driver when `driverId` is undefined, otherwise changes that driver. */
export function useSaveDriverMutation(providerId: string, driverId?: string) {
  const queryClient = useQueryClient()
  const base = `/ops/providers/${encodeURIComponent(providerId)}/drivers`
  return useMutation({
    mutationKey: [...registryKey, 'driver', providerId, driverId ?? 'new'],
    mutationFn: (driver: Partial<DriverInput>) =>
      apiRequest<{ driver: Driver }>(driverId ? `${base}/${encodeURIComponent(driverId)}` : base, {
        method: driverId ? 'PATCH' : 'POST',
        body: driver,
        defaultErrorMessage: 'Failed to save the driver',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKey }),
  })
}
