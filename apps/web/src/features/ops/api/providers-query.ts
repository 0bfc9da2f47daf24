import type { ProviderSummary } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { registryKey } from './registry-keys'

export function useProvidersQuery() {
  return useQuery({
    queryKey: [...registryKey, 'list'],
    queryFn: () =>
      apiRequest<{ providers: ProviderSummary[] }>('/ops/providers', {
        defaultErrorMessage: 'Failed to load providers',
      }),
  })
}
