import type { ProviderJobDetail } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerJobKey, providerJobPath } from './provider-job-query'
import { providerJobsScope } from './provider-jobs-query'

export type OfferAnswer = 'accept' | 'decline'

/**
 * POST /provider/jobs/{bookingId}/accept or /decline. The answer is the job as it now stands;
 * every tab is refreshed, since the ride moves between them.
 */
export function useAnswerOfferMutation(
  bookingId: string,
  handlers: {
    onAnswered: (answer: OfferAnswer, job: ProviderJobDetail) => void
    onFailed: (error: Error) => void
  },
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...providerJobsScope, 'answer', bookingId],
    mutationFn: (answer: OfferAnswer) =>
      apiRequest<ProviderJobDetail>(`${providerJobPath(bookingId)}/${answer}`, {
        method: 'POST',
        defaultErrorMessage:
          answer === 'accept' ? 'Failed to accept the ride' : 'Failed to decline the ride',
      }),
    // Here rather than in mutate's options, so they run even when the screen has moved on.
    onSuccess: (job, answer) => {
      queryClient.setQueryData(providerJobKey(bookingId), job)
      handlers.onAnswered(answer, job)
    },
    onError: (error) => handlers.onFailed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerJobsScope }),
  })
}
