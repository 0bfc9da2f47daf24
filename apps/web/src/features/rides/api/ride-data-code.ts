import { t } from '@lingui/core/macro'
import type { DataCodeSent } from '@ridelane/domain'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { rideHeaders, type RideAccess } from '../ride-access'

/**
 * POST /rides/{code}/data-code: a code to the booking's own email that opens /my-data (decision
 * 042). Only the traveller's link may ask; the code never goes anywhere else.
 */
export function askRideDataCode(access: RideAccess): Promise<DataCodeSent> {
  return apiRequest<DataCodeSent>(`/rides/${encodeURIComponent(access.ref)}/data-code`, {
    method: 'POST',
    headers: rideHeaders(access),
    defaultErrorMessage: t`We could not send a code. Please try again.`,
  })
}

export const useAskRideDataCode = (access: RideAccess) =>
  useMutation({ mutationFn: () => askRideDataCode(access) })
