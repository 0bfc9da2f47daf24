import { partnerMessages, type RequestPasswordReset } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client'

export function requestPasswordReset(input: RequestPasswordReset): Promise<unknown> {
  return apiRequest('/partners/request-password-reset', {
    method: 'POST',
    body: input,
    // Only a 429 is ever shown (docs/product.md#error-codes), so its text is the default.
    defaultErrorMessage: partnerMessages.tooManyRequests,
  })
}

/** Only throttling is reported; any other failure shows the neutral success view
 * (docs/product.md#error-codes). */
export function isThrottled(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset })
}
