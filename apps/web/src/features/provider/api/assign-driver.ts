import type { ProviderAssignmentInput, ProviderJobDetail } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerJobKey, providerJobPath } from './provider-job-query'
import { providerJobsScope } from './provider-jobs-query'

/** POST /provider/jobs/{bookingId}/assignment: one of the provider's drivers and vehicles. */
export function useAssignDriverMutation(
  bookingId: string,
  handlers: { onSaved: () => void; onFailed: (error: Error) => void },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...providerJobsScope, 'assign', bookingId],
    mutationFn: (input: ProviderAssignmentInput) =>
      apiRequest<ProviderJobDetail>(`${providerJobPath(bookingId)}/assignment`, {
        method: 'POST',
        body: input,
        defaultErrorMessage: 'Failed to save the driver and vehicle',
      }),
    // Here rather than in mutate's options, so they run even when the form is replaced.
    onSuccess: (job) => {
      queryClient.setQueryData(providerJobKey(bookingId), job)
      handlers.onSaved()
    },
    onError: (error) => handlers.onFailed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerJobsScope }),
  })
}
