import { t, msg } from '@lingui/core/macro'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export type RideLookup = { booking_code: string; email: string }
export type RideLookupAnswer = { booking_code: string; token: string; expires_at: string }

export const LOOKUP_NOT_FOUND = msg`We could not find a booking with that code and email.`

/** POST /rides/lookup: a booking code and the email it was booked with give a ride token. */
export function lookupRide(lookup: RideLookup): Promise<RideLookupAnswer> {
  return apiRequest<RideLookupAnswer>('/rides/lookup', {
    method: 'POST',
    body: lookup,
    defaultErrorMessage: t`We could not look up your booking. Please try again.`,
  })
}

export function useLookupRideMutation() {
  return useMutation({ mutationFn: lookupRide })
}
