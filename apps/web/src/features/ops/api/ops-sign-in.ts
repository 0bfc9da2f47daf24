import type {
  MessageResponse,
  OperatorConfirmEnrolment,
  OperatorEnrolled,
  OperatorEnrolment,
  OperatorSetPassword,
  OperatorSignIn,
  OperatorSignInStep,
  OperatorVerify,
} from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiErrorDefaults, apiRequest } from '@/lib/api-client'

const post = <T>(path: string, body: unknown) =>
  apiRequest<T>(path, {
    method: 'POST',
    body,
    defaultErrorMessage: apiErrorDefaults.authentication,
  })

export function useSetPasswordMutation() {
  return useMutation({
    mutationFn: (input: OperatorSetPassword) => post<MessageResponse>('/ops/set-password', input),
  })
}

export function useSignInMutation() {
  return useMutation({
    mutationFn: (input: OperatorSignIn) => post<OperatorSignInStep>('/ops/sign-in', input),
  })
}

export function useVerifyMutation() {
  return useMutation({
    mutationFn: (input: OperatorVerify) => post<{ token: string }>('/ops/sign-in/verify', input),
  })
}

export function useEnrolMutation() {
  return useMutation({
    mutationFn: (ticket: string) => post<OperatorEnrolment>('/ops/sign-in/enrol', { ticket }),
  })
}

export function useConfirmEnrolmentMutation() {
  return useMutation({
    mutationFn: (input: OperatorConfirmEnrolment) =>
      post<OperatorEnrolled>('/ops/sign-in/enrol/confirm', input),
  })
}
