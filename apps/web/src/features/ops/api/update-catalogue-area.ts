import type { ServiceAreaChange } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { CatalogueAreaDetail } from '../catalogue/catalogue-types'
import { catalogueKey } from './catalogue-keys'

/** Any area change, `{ active: false }` included (admins only). */
export function useUpdateCatalogueAreaMutation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...catalogueKey, 'update-area', id],
    mutationFn: (change: ServiceAreaChange) =>
      apiRequest<CatalogueAreaDetail>(`/ops/catalogue/areas/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
        defaultErrorMessage: 'Failed to save the service area',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKey }),
  })
}
