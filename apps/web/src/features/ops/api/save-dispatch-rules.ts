import type { DispatchRules, DispatchRulesView } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { catalogueKey } from './catalogue-keys'
import { dispatchRulesKey, dispatchRulesUrl } from './dispatch-rules-query'

/** Sets an area's automatic dispatch rules (admins only); answers them as saved. */
export function useSaveDispatchRulesMutation(areaId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...catalogueKey, 'save-dispatch-rules', areaId],
    mutationFn: (rules: DispatchRules) =>
      apiRequest<DispatchRulesView>(dispatchRulesUrl(areaId), {
        method: 'PUT',
        body: rules,
        defaultErrorMessage: 'Failed to save the dispatch rules',
      }),
    onSuccess: (view) => queryClient.setQueryData(dispatchRulesKey(areaId), view),
  })
}
