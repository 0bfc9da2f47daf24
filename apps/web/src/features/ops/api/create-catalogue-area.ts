import type { ServiceAreaInput } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { CatalogueAreaDetail } from '../catalogue/catalogue-types'
import { catalogueKey } from './catalogue-keys'

/** Adds a service area (admins only); its rates are set afterwards on the area's page. */
export function useCreateCatalogueAreaMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...catalogueKey, 'create-area'],
    mutationFn: (area: ServiceAreaInput) =>
      apiRequest<CatalogueAreaDetail>('/ops/catalogue/areas', {
        method: 'POST',
        body: area,
        defaultErrorMessage: 'Failed to add the service area',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKey }),
  })
}
