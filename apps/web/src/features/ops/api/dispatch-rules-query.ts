import type { DispatchRulesView } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { catalogueKey } from './catalogue-keys'

export const dispatchRulesKey = (areaId: string) =>
  [...catalogueKey, 'dispatch-rules', areaId] as const

export const dispatchRulesUrl = (areaId: string) =>
  `/ops/catalogue/areas/${encodeURIComponent(areaId)}/dispatch-rules`

/** An area's automatic dispatch rules; an area that never had any answers the defaults. */
export function useDispatchRulesQuery(areaId: string) {
  return useQuery({
    queryKey: dispatchRulesKey(areaId),
    queryFn: () =>
      apiRequest<DispatchRulesView>(dispatchRulesUrl(areaId), {
        defaultErrorMessage: 'Failed to load the dispatch rules',
      }),
  })
}
