import { t } from '@lingui/core/macro'
import type { RideView } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'
import { changePath } from './ride-change'

/** Drops a change still waiting for its payment; the booking stays as it was. */
export function abandonRideChange(access: RideAccess, changeId: string): Promise<RideView> {
  return apiRequest<RideView>(changePath(access.ref, changeId), {
    method: 'DELETE',
    headers: rideHeaders(access),
    defaultErrorMessage: t`We could not drop this change. Please try again.`,
  })
}

export function useAbandonRideChangeMutation(access: RideAccess) {
  return useMutation({ mutationFn: (changeId: string) => abandonRideChange(access, changeId) })
}
