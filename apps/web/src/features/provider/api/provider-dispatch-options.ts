import type { z } from 'zod'
import type { ProviderAreaOptionsInput, providerDispatchOptionsSchema } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerQueryScope } from './provider-account'

// The provider's own automatic-dispatch options, one set per area it serves
// (docs/decisions/035-automatic-dispatch.md#provider-options). Saving one area answers every
// area's options, which replace the cached list.

export type ProviderDispatchOptions = z.infer<typeof providerDispatchOptionsSchema>

const dispatchOptionsKey = [...providerQueryScope, 'dispatch-options'] as const

/** GET /provider/dispatch-options: each of the provider's areas with its options. */
export function useProviderDispatchOptionsQuery() {
  return useQuery({
    queryKey: dispatchOptionsKey,
    queryFn: () =>
      apiRequest<ProviderDispatchOptions>('/provider/dispatch-options', {
        defaultErrorMessage: 'Failed to load your automatic dispatch options',
      }),
  })
}

/** PUT /provider/dispatch-options/:areaId: one area's options. */
export function useSaveAreaOptionsMutation(areaId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...dispatchOptionsKey, areaId, 'save'],
    mutationFn: (input: ProviderAreaOptionsInput) =>
      apiRequest<ProviderDispatchOptions>(
        `/provider/dispatch-options/${encodeURIComponent(areaId)}`,
        {
          method: 'PUT',
          body: input,
          defaultErrorMessage: 'Failed to save the automatic dispatch options',
        },
      ),
    onSuccess: (options) => queryClient.setQueryData(dispatchOptionsKey, options),
  })
}
