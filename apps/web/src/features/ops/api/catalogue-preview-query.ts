import type { CataloguePreviewRequest } from '@ridelane/domain'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { PreviewVehicle } from '../catalogue/catalogue-types'
import { catalogueKey } from './catalogue-keys'

/** The server's prices for a sample trip with the editor's unsaved values. */
export function useCataloguePreviewQuery(areaId: string, request: CataloguePreviewRequest) {
  return useQuery({
    queryKey: [...catalogueKey, 'preview', areaId, request],
    queryFn: () =>
      apiRequest<{ vehicles: PreviewVehicle[] }>(
        `/ops/catalogue/areas/${encodeURIComponent(areaId)}/preview`,
        { method: 'POST', body: request, defaultErrorMessage: 'Failed to price the sample trip' },
      ),
    placeholderData: keepPreviousData,
  })
}
