import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { CatalogueAreaSummary } from '../catalogue/catalogue-types'
import { catalogueKey } from './catalogue-keys'

export function useCatalogueAreasQuery() {
  return useQuery({
    queryKey: [...catalogueKey, 'areas'],
    queryFn: () =>
      apiRequest<{ areas: CatalogueAreaSummary[] }>('/ops/catalogue/areas', {
        defaultErrorMessage: 'Failed to load the service areas',
      }),
  })
}
