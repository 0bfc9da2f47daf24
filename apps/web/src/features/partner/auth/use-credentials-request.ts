import type { PartnerAuthResponse } from '@ridelane/domain'
import type { UseMutationResult } from '@tanstack/react-query'
import { apiErrorDefaults, apiErrorMessage } from '@/lib/api-client'
import { usePartnerAuth } from './partner-auth-context'

/**
 * What sign in and sign up share once their fields are valid: send them, keep the token the
 * server issues, then move on; a refusal shows the server's message, else 'Authentication failed'.
 */
export function useCredentialsRequest<Credentials>(
  request: UseMutationResult<PartnerAuthResponse, Error, Credentials>,
  onSignedIn: () => void,
) {
  const { signIn } = usePartnerAuth()
  return {
    send: (credentials: Credentials) =>
      request.mutate(credentials, {
        onSuccess: ({ token }) => {
          signIn(token)
          onSignedIn()
        },
      }),
    pending: request.isPending,
    error: request.isError
      ? apiErrorMessage(request.error, apiErrorDefaults.authentication)
      : undefined,
  }
}
