import type { AssignmentInput, OpsBookingDetail, OpsRideOffers } from '@ridelane/domain'
import { apiRequest } from '@/lib/api-client'

// The calls the board makes for one ride at a time, its bulk actions looping over them: each
// ride's answer, accepted or refused, is reported on its own (issue 32).

const base = (id: string) => `/ops/bookings/${encodeURIComponent(id)}`

/** POST /ops/bookings/{id}/offers to every active provider of the ride's area. */
export function offerRideToArea(id: string, expiresInMinutes: number) {
  return apiRequest<OpsRideOffers>(`${base(id)}/offers`, {
    method: 'POST',
    body: { to: 'area', expires_in_minutes: expiresInMinutes },
    defaultErrorMessage: 'Failed to offer the ride',
  })
}

/** POST /ops/bookings/{id}/assignment with the version the board showed. */
export function assignRide(id: string, body: AssignmentInput) {
  return apiRequest<OpsBookingDetail>(`${base(id)}/assignment`, {
    method: 'POST',
    body,
    defaultErrorMessage: 'Failed to assign the ride',
  })
}
