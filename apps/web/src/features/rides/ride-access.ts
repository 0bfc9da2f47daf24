/**
 * What a call about one ride needs: the booking's code (or id) and how the caller proves access.
 * `token` is the booking's access token or a ride link token, sent as X-Booking-Token; null means
 * the signed-in partner's session (its bearer) is used instead.
 */
export type RideAccess = { ref: string; token: string | null }

/** The headers of a call about the ride: the booking token when there is one, else none (the API
 * client adds the partner's bearer itself). */
export function rideHeaders(access: RideAccess): Record<string, string> {
  return access.token ? { 'X-Booking-Token': access.token } : {}
}
