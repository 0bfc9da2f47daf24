import type {
  MessageResponse,
  ProviderForgotPassword,
  ProviderMe,
  ProviderSetPassword,
  ProviderSignIn,
  ProviderSignInCode,
  ProviderSignInResult,
  ProviderTotpEnrolment,
} from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'

/** Every provider portal query and mutation key starts here, so signing out can drop them all. */
export const providerQueryScope = ['provider'] as const
const meKey = [...providerQueryScope, 'me'] as const

export function useProviderMeQuery(token: string | null) {
  return useQuery({
    queryKey: [...meKey, token],
    queryFn: () =>
      apiRequest<ProviderMe>('/provider/me', {
        defaultErrorMessage: 'Failed to load your account',
      }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  })
}

export function signOutProviderUser() {
  return apiRequest<MessageResponse>('/provider/sign-out', { method: 'POST' })
}

const post = <T>(
  path: string,
  body?: unknown,
  defaultErrorMessage: string = apiErrorDefaults.request,
) => apiRequest<T>(path, { method: 'POST', body, defaultErrorMessage })

export function useProviderSignInMutation() {
  return useMutation({
    mutationFn: (input: ProviderSignIn) =>
      post<ProviderSignInResult>('/provider/sign-in', input, apiErrorDefaults.authentication),
  })
}

export function useProviderSignInCodeMutation() {
  return useMutation({
    mutationFn: (input: ProviderSignInCode) =>
      post<{ token: string }>('/provider/sign-in/code', input, apiErrorDefaults.authentication),
  })
}

export function useProviderSetPasswordMutation() {
  return useMutation({
    mutationFn: (input: ProviderSetPassword) => post<MessageResponse>('/provider/password', input),
  })
}

export function useProviderForgotPasswordMutation() {
  return useMutation({
    mutationFn: (input: ProviderForgotPassword) =>
      post<MessageResponse>('/provider/forgot-password', input),
  })
}

/** Setting up, confirming and removing the authenticator app; each refreshes the account. */
export function useTwoFactorMutations() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: meKey })
  const start = useMutation({
    mutationKey: [...providerQueryScope, 'two-factor', 'start'],
    mutationFn: () =>
      post<ProviderTotpEnrolment>(
        '/provider/two-factor',
        undefined,
        'Failed to start setting up the app',
      ),
  })
  const confirm = useMutation({
    mutationKey: [...providerQueryScope, 'two-factor', 'confirm'],
    mutationFn: (code: string) => post<MessageResponse>('/provider/two-factor/confirm', { code }),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationKey: [...providerQueryScope, 'two-factor', 'remove'],
    mutationFn: (code: string) => post<MessageResponse>('/provider/two-factor/remove', { code }),
    onSuccess: refresh,
  })
  return { start, confirm, remove }
}
