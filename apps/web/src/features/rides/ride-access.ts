/** How the ride page calls the API: the booking's ref (code or id) and its token, or null when the signed-in partner's bearer is used. */
export type RideAccess = { ref: string; token: string | null }
export function rideHeaders(access: RideAccess): Record<string, string> {
  return access.token ? { 'X-Booking-Token': access.token } : {}
}
