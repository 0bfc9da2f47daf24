import { t } from '@lingui/core/macro'
import type { RideView } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'

/**
 * Cancels the ride at the refund the policy gives now. The version the traveller saw goes along,
 * so a ride changed meanwhile is refused (409) rather than cancelled on terms they did not see.
 * The partner's own bearer goes with every call of api-client when no token is given.
 */
export function cancelRide(access: RideAccess, expectedVersion: number): Promise<RideView> {
  return apiRequest<RideView>(`/rides/${encodeURIComponent(access.ref)}/cancel`, {
    method: 'POST',
    headers: rideHeaders(access),
    body: { expected_version: expectedVersion },
    defaultErrorMessage: t`We could not cancel your ride. Please try again.`,
  })
}

export function useCancelRideMutation(access: RideAccess) {
  return useMutation({
    mutationFn: (expectedVersion: number) => cancelRide(access, expectedVersion),
  })
}
