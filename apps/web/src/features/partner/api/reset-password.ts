import {
  partnerErrorFallbacks,
  partnerMessages,
  type MessageResponse,
  type ResetPassword,
} from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiErrorMessage, apiRequest } from '@/lib/api-client'

export function resetPassword(input: ResetPassword): Promise<MessageResponse> {
  return apiRequest('/partners/reset-password', {
    method: 'POST',
    body: input,
    defaultErrorMessage: partnerErrorFallbacks.reset,
  })
}

/** docs/product.md#error-codes: a 400 without a server message means the link is no longer good. */
export function resetFailureMessage(error: unknown): string {
  const message = apiErrorMessage(error, partnerErrorFallbacks.reset)
  if (
    error instanceof ApiError &&
    error.status === 400 &&
    message === partnerErrorFallbacks.reset
  ) {
    return partnerMessages.invalidOrExpiredToken
  }
  return message
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword })
}
