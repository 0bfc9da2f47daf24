import type { Provider, ProviderInput } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { registryKey } from './registry-keys'

/** Any provider change, `{ active: false }` included. */
export function useUpdateProviderMutation(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...registryKey, 'update', id],
    mutationFn: (change: Partial<ProviderInput>) =>
      apiRequest<{ provider: Provider }>(`/ops/providers/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
        defaultErrorMessage: 'Failed to save the provider',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: registryKey }),
  })
}
