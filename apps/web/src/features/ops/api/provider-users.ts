import type { ProviderUser, ProviderUserInvite } from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { providerKey } from './registry-keys'

const usersKey = (providerId: string) => [...providerKey(providerId), 'users'] as const
const usersPath = (providerId: string) => `/ops/providers/${encodeURIComponent(providerId)}/users`

/** A provider's portal users (docs/decisions/029-providers-and-drivers.md#provider-accounts). */
export function useProviderUsersQuery(providerId: string) {
  return useQuery({
    queryKey: usersKey(providerId),
    queryFn: () =>
      apiRequest<{ users: ProviderUser[] }>(usersPath(providerId), {
        defaultErrorMessage: 'Failed to load the portal users',
      }),
  })
}

export function useInviteProviderUserMutation(providerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...usersKey(providerId), 'invite'],
    mutationFn: (invite: ProviderUserInvite) =>
      apiRequest<{ user: ProviderUser }>(usersPath(providerId), {
        method: 'POST',
        body: invite,
        defaultErrorMessage: 'Failed to invite the user',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey(providerId) }),
  })
}

export type ProviderUserAction = 'disable' | 'enable' | 'resend-invitation' | 'reset-two-factor'

const actionFailures: Record<ProviderUserAction, string> = {
  disable: 'Failed to disable the user',
  enable: 'Failed to enable the user',
  'resend-invitation': 'Failed to send the invitation',
  'reset-two-factor': 'Failed to turn off two-step sign-in',
}

/** Disable or enable a user, mail them a fresh invitation, or turn off their two-step sign-in. */
export function useProviderUserActionMutation(
  providerId: string,
  userId: string,
  action: ProviderUserAction,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...usersKey(providerId), action, userId],
    mutationFn: () =>
      apiRequest<{ user: ProviderUser }>(
        `${usersPath(providerId)}/${encodeURIComponent(userId)}/${action}`,
        {
          method: 'POST',
          defaultErrorMessage: actionFailures[action],
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey(providerId) }),
  })
}
