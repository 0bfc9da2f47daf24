import type {
  PartnerAcceptInvitation,
  PartnerAcceptInvitationResponse,
  PartnerInvite,
  PartnerMemberResponse,
  PartnerRole,
  PartnerTeamResponse,
} from '@ridelane/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { partnerQueryScope } from './get-partner-session'

// The team page's calls (docs/decisions/030-partner-business-tools.md): admins only, the API
// answers 403 to a booker.

export const LOAD_TEAM_ERROR = 'We could not load your team. Please try again.'
export const TEAM_CHANGE_ERROR = 'That did not work. Please try again.'

export const partnerTeamQueryKey = [...partnerQueryScope, 'team'] as const

export function usePartnerTeamQuery() {
  return useQuery({
    queryKey: partnerTeamQueryKey,
    queryFn: () =>
      apiRequest<PartnerTeamResponse>('/partners/team', { defaultErrorMessage: LOAD_TEAM_ERROR }),
  })
}

const memberPath = (id: string) => `/partners/team/members/${encodeURIComponent(id)}`

/** Every change answers with its message; the list is read again after it. */
function useTeamMutation<Input>(call: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerTeamQueryKey }),
  })
}

export function useInviteMemberMutation() {
  return useTeamMutation((invite: PartnerInvite) =>
    apiRequest<PartnerMemberResponse>('/partners/team/members', {
      method: 'POST',
      body: invite,
      defaultErrorMessage: TEAM_CHANGE_ERROR,
    }),
  )
}

export function useChangeRoleMutation() {
  return useTeamMutation(({ id, role }: { id: string; role: PartnerRole }) =>
    apiRequest<PartnerMemberResponse>(memberPath(id), {
      method: 'PATCH',
      body: { role },
      defaultErrorMessage: TEAM_CHANGE_ERROR,
    }),
  )
}

export function useResendInvitationMutation() {
  return useTeamMutation((id: string) =>
    apiRequest<PartnerMemberResponse>(`${memberPath(id)}/resend-invitation`, {
      method: 'POST',
      defaultErrorMessage: TEAM_CHANGE_ERROR,
    }),
  )
}

export function useRemoveMemberMutation() {
  return useTeamMutation((id: string) =>
    apiRequest<PartnerMemberResponse>(memberPath(id), {
      method: 'DELETE',
      defaultErrorMessage: TEAM_CHANGE_ERROR,
    }),
  )
}

/** The join page: the invited colleague chooses their password. */
export function useAcceptInvitationMutation() {
  return useMutation({
    mutationFn: (input: PartnerAcceptInvitation) =>
      apiRequest<PartnerAcceptInvitationResponse>('/partners/team/accept', {
        method: 'POST',
        body: input,
        defaultErrorMessage: TEAM_CHANGE_ERROR,
      }),
  })
}
