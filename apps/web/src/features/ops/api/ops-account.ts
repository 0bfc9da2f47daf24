import type {
  MessageResponse,
  OperatorAccount,
  OperatorAccountChange,
  OperatorMe,
  OperatorSession,
} from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** Every operator query key starts with this, so ending a session can drop them all. */
export const opsQueryScope = ['ops'] as const

export function useOperatorSessionQuery(token: string | null) {
  return useQuery({
    queryKey: [...opsQueryScope, 'me', token],
    queryFn: () =>
      apiRequest<OperatorMe>('/ops/me', { defaultErrorMessage: 'Failed to load your account' }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  })
}

export function signOutOperator() {
  return apiRequest<MessageResponse>('/ops/sign-out', { method: 'POST' })
}

const sessionsKey = [...opsQueryScope, 'sessions'] as const

export function useOwnSessionsQuery() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: () =>
      apiRequest<{ sessions: OperatorSession[] }>('/ops/sessions', {
        defaultErrorMessage: 'Failed to load your sessions',
      }),
  })
}

export function useEndSessionMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...opsQueryScope, 'end-session'],
    mutationFn: (id: string) =>
      apiRequest<MessageResponse>(`/ops/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        defaultErrorMessage: 'Failed to end the session',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  })
}

/** The signed-in operator's own account: their phone and whether they are on duty. */
export const ownAccountKey = [...opsQueryScope, 'account'] as const

export function useOwnAccountQuery() {
  return useQuery({
    queryKey: ownAccountKey,
    queryFn: () =>
      apiRequest<OperatorAccount>('/ops/account', {
        defaultErrorMessage: 'Failed to load your account',
      }),
  })
}

export function useChangeOwnAccountMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...opsQueryScope, 'change-account'],
    mutationFn: (change: OperatorAccountChange) =>
      apiRequest<OperatorAccount>('/ops/account', {
        method: 'PATCH',
        body: change,
        defaultErrorMessage: 'Failed to change your account',
      }),
    onSuccess: (account) => queryClient.setQueryData(ownAccountKey, account),
    // An admin's operators list shows everyone's duty, theirs included.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...opsQueryScope, 'operators'] }),
  })
}
