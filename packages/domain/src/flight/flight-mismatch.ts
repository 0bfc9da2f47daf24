export const flightMismatches = ['not_found', 'other_airport', 'after_pickup'] as const
export type FlightMismatch = (typeof flightMismatches)[number]

/** The board's words for a mismatch found at booking. */
export const flightMismatchLabels: Record<FlightMismatch, string> = {
  not_found: 'flight not found',
  other_airport: 'flight lands elsewhere',
  after_pickup: 'flight lands after pickup',
}
