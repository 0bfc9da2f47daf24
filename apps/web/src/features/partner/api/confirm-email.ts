import type { MessageResponse } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from './get-partner-session'

/** POST /partners/confirm-email with the token from the emailed link. */
export function useConfirmEmailMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<MessageResponse>('/partners/confirm-email', {
        method: 'POST',
        body: { token },
        defaultErrorMessage: 'Failed to confirm the email',
      }),
    // A signed-in partner's banner changes with its status. The session may still be loading
    // from before the confirmation (the page reads it at start): invalidating alone would let
    // that first answer land and count as fresh, so it is dropped and asked again.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: partnerQueryScope })
      await queryClient.invalidateQueries({ queryKey: partnerQueryScope })
    },
  })
}

/** POST /partners/resend-confirmation: a fresh link for the signed-in partner. */
export function useResendConfirmationMutation() {
  return useMutation({
    mutationFn: () =>
      apiRequest<MessageResponse>('/partners/resend-confirmation', {
        method: 'POST',
        defaultErrorMessage: 'Failed to send the link',
      }),
  })
}
