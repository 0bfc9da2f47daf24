import type { FlightState } from '@ridelane/domain'

// The one door to flight data (docs/decisions/036-flight-tracking.md). The offline schedule
// answers unless FLIGHT_STATUS names a service; every adapter answers in these terms.

/** One airport end of a flight, as a service names it. */
export type FlightAirport = { code: string; name: string }

/** One flight on one day, as the service knows it now. */
export type FlightReport = {
  /** "BA117". */
  code: string
  origin: FlightAirport
  destination: FlightAirport
  scheduledArrival: Date
  /** The latest estimate, or the actual landing once landed; the schedule when nothing better. */
  arrivalAt: Date
  state: FlightState
}

export type FlightQuery = {
  /** Normalised, "BA117". */
  code: string
  /** The local date (YYYY-MM-DD) at the arrival airport the flight is to land on. */
  arrivalDate: string
}

/**
 * A service that could not answer now (rate limit, timeout, outage): the caller tries again
 * later. An unknown flight is not an error: it is an empty list.
 */
export class FlightStatusUnavailable extends Error {
  constructor(
    message: string,
    /** When the service said to come back, if it did (a 429's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'FlightStatusUnavailable'
  }
}

export type FlightStatusSource = {
  /** Its name in logs and the decision record: "schedule", "aerodatabox". */
  readonly name: string
  /** Every flight with this number landing somewhere on that local date (often one). */
  flightsOn(query: FlightQuery): Promise<FlightReport[]>
}
