import type { VehicleRateValues } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { CatalogueRate } from '../catalogue/catalogue-types'
import { catalogueKey } from './catalogue-keys'

/** Sets one vehicle class's rates in an area (admins only). */
export function useUpdateCatalogueRateMutation(areaId: string, classId: string) {
  const queryClient = useQueryClient()
  const url = `/ops/catalogue/areas/${encodeURIComponent(areaId)}/rates/${encodeURIComponent(classId)}`
  return useMutation({
    mutationKey: [...catalogueKey, 'update-rate', areaId, classId],
    mutationFn: (rate: VehicleRateValues) =>
      apiRequest<{ rate: CatalogueRate }>(url, {
        method: 'PUT',
        body: rate,
        defaultErrorMessage: 'Failed to save the rates',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKey }),
  })
}
