import type { ProviderDetail } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerKey } from './registry-keys'

/** Waits while `id` is empty, as a picker's is until a provider is chosen. */
export function useProviderQuery(id: string) {
  return useQuery({
    queryKey: providerKey(id),
    queryFn: () =>
      apiRequest<ProviderDetail>(`/ops/providers/${encodeURIComponent(id)}`, {
        defaultErrorMessage: 'Failed to load the provider',
      }),
    enabled: id !== '',
  })
}
