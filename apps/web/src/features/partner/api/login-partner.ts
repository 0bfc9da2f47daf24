import type { PartnerAuthResponse, PartnerLogin } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'

export function loginPartner(input: PartnerLogin): Promise<PartnerAuthResponse> {
  return apiRequest('/partners/login', {
    method: 'POST',
    body: input,
    defaultErrorMessage: apiErrorDefaults.authentication,
  })
}

export function useLoginPartnerMutation() {
  return useMutation({ mutationFn: loginPartner })
}
