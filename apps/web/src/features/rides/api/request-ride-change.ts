import { t } from '@lingui/core/macro'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'
import { changesPath, type RideChange, type RideChangeAnswer } from './ride-change'

export type RideChangeRequest = {
  change: RideChange
  expectedVersion: number
  /** One per attempt: a retry after a lost answer makes no second change. */
  idempotencyKey: string
}

/** Asks for the change: applied at once, or waiting for the payment of what it costs more. */
export function requestRideChange(
  access: RideAccess,
  { change, expectedVersion, idempotencyKey }: RideChangeRequest,
): Promise<RideChangeAnswer> {
  return apiRequest<RideChangeAnswer>(changesPath(access.ref), {
    method: 'POST',
    headers: { ...rideHeaders(access), 'Idempotency-Key': idempotencyKey },
    body: { change, expected_version: expectedVersion },
    defaultErrorMessage: t`We could not change your ride. Please try again.`,
  })
}

export function useRequestRideChangeMutation(access: RideAccess) {
  return useMutation({
    mutationFn: (request: RideChangeRequest) => requestRideChange(access, request),
  })
}
