import type { Vehicle, VehicleInput } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { registryKey } from './registry-keys'

/** Adds a vehicle when `vehicleId` is undefined, otherwise changes that vehicle. */
export function useSaveVehicleMutation(providerId: string, vehicleId?: string) {
  const queryClient = useQueryClient()
  const base = `/ops/providers/${encodeURIComponent(providerId)}/vehicles`
  return useMutation({
    mutationKey: [...registryKey, 'vehicle', providerId, vehicleId ?? 'new'],
    mutationFn: (vehicle: Partial<VehicleInput>) =>
      apiRequest<{ vehicle: Vehicle }>(
        vehicleId ? `${base}/${encodeURIComponent(vehicleId)}` : base,
        {
          method: vehicleId ? 'PATCH' : 'POST',
          body: vehicle,
          defaultErrorMessage: 'Failed to save the vehicle',
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKey }),
  })
}
