import type { MessageResponse, PartnerProfileUpdate } from '@ridelane/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'
import { partnerDashboardQueryKey } from './get-partner-dashboard'
import { partnerProfileQueryKey } from './get-partner-profile'

export function updatePartnerProfile(input: PartnerProfileUpdate): Promise<MessageResponse> {
  return apiRequest('/partners/profile', {
    method: 'PUT',
    body: input,
    defaultErrorMessage: apiErrorDefaults.updateProfile,
  })
}

/** After a save the dashboard's card and completeness notice must show the new details. */
export function useUpdatePartnerProfileMutation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePartnerProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerProfileQueryKey }),
        queryClient.invalidateQueries({ queryKey: partnerDashboardQueryKey }),
      ]),
  })
}
