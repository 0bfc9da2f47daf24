import type { DriverHomeBaseInput, ProviderDriver } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerDriversKey, type DriverList } from './provider-fleet-query'

/**
 * PUT /provider/drivers/:driverId/home-base: sets or clears (`null`) one driver's home base
 * (docs/decisions/035-automatic-dispatch.md#provider-options). The answer replaces the driver in
 * the cached list.
 */
export function useSaveDriverHomeBaseMutation(driverId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...providerDriversKey, driverId, 'home-base'],
    mutationFn: (input: DriverHomeBaseInput) =>
      apiRequest<{ driver: ProviderDriver }>(
        `/provider/drivers/${encodeURIComponent(driverId)}/home-base`,
        { method: 'PUT', body: input, defaultErrorMessage: 'Failed to save the home base' },
      ),
    onSuccess: ({ driver }) =>
      queryClient.setQueryData<DriverList>(providerDriversKey, (list) =>
        list
          ? { drivers: list.drivers.map((each) => (each.id === driver.id ? driver : each)) }
          : list,
      ),
  })
}
