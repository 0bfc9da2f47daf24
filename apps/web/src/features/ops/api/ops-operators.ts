import type { Operator, OperatorChange, OperatorInvite } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { opsQueryScope, ownAccountKey } from './ops-account'

const operatorsKey = [...opsQueryScope, 'operators'] as const

export function useOperatorsQuery() {
  return useQuery({
    queryKey: operatorsKey,
    queryFn: () =>
      apiRequest<{ operators: Operator[] }>('/ops/operators', {
        defaultErrorMessage: 'Failed to load operators',
      }),
  })
}

export function useInviteOperatorMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...opsQueryScope, 'invite'],
    mutationFn: (invite: OperatorInvite) =>
      apiRequest<{ operator: Operator }>('/ops/operators', {
        method: 'POST',
        body: invite,
        defaultErrorMessage: 'Failed to send the invitation',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  })
}

export function useChangeOperatorMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...opsQueryScope, 'change'],
    mutationFn: ({ id, change }: { id: string; change: OperatorChange }) =>
      apiRequest<{ operator: Operator }>(`/ops/operators/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
        defaultErrorMessage: 'Failed to change the operator',
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorsKey })
      // An admin may set their own duty here, which the console's header shows.
      await queryClient.invalidateQueries({ queryKey: ownAccountKey })
    },
  })
}

export function useResetTwoFactorMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...opsQueryScope, 'reset-two-factor'],
    mutationFn: (id: string) =>
      apiRequest<{ operator: Operator }>(
        `/ops/operators/${encodeURIComponent(id)}/reset-two-factor`,
        { method: 'POST', defaultErrorMessage: 'Failed to reset the authenticator' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  })
}
