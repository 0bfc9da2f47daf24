// Routes on one line (issue 32): a place named by what comes before its address's first comma,
// 'JFK Airport, Queens, NY' as 'JFK Airport'; the full address stays a hover or focus away.

/** The first part of an address, before its first comma; the whole of it when that is empty. */
export function shortPlace(address: string): string {
  const first = address.split(',', 1)[0]!.trim()
  return first === '' ? address.trim() : first
}

/** 'JFK Airport → Times Square', or the pickup alone for a ride without a drop-off. */
export function shortRoute(pickup: string, dropoff: string | null): string {
  return dropoff ? `${shortPlace(pickup)} → ${shortPlace(dropoff)}` : shortPlace(pickup)
}

/** The whole route, as the addresses were given. */
export function fullRoute(pickup: string, dropoff: string | null): string {
  return dropoff ? `${pickup} → ${dropoff}` : pickup
}
