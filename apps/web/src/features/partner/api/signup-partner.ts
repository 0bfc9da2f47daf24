import type { PartnerAuthResponse, PartnerSignup } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'

export function signupPartner(input: PartnerSignup): Promise<PartnerAuthResponse> {
  return apiRequest('/partners/signup', {
    method: 'POST',
    body: input,
    defaultErrorMessage: apiErrorDefaults.authentication,
  })
}

export function useSignupPartnerMutation() {
  return useMutation({ mutationFn: signupPartner })
}
