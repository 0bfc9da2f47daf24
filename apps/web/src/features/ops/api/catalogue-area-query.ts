import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { CatalogueAreaDetail } from '../catalogue/catalogue-types'
import { catalogueKey } from './catalogue-keys'

export function useCatalogueAreaQuery(id: string) {
  return useQuery({
    queryKey: [...catalogueKey, 'area', id],
    queryFn: () =>
      apiRequest<CatalogueAreaDetail>(`/ops/catalogue/areas/${encodeURIComponent(id)}`, {
        defaultErrorMessage: 'Failed to load the service area',
      }),
  })
}
