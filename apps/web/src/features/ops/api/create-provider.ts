import type { Provider, ProviderInput } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { registryKey } from './registry-keys'

export function useCreateProviderMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...registryKey, 'create'],
    mutationFn: (provider: ProviderInput) =>
      apiRequest<{ provider: Provider }>('/ops/providers', {
        method: 'POST',
        body: provider,
        defaultErrorMessage: 'Failed to add the provider',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registryKey }),
  })
}
