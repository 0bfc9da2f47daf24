import type { RegistryChoices } from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { registryKey } from './registry-keys'

/** The catalogue's service areas and vehicle classes the forms offer; they rarely change. */
export function useRegistryChoicesQuery() {
  return useQuery({
    queryKey: [...registryKey, 'choices'],
    queryFn: () =>
      apiRequest<RegistryChoices>('/ops/providers/choices', {
        defaultErrorMessage: 'Failed to load service areas and vehicle classes',
      }),
    staleTime: 10 * 60_000,
  })
}
