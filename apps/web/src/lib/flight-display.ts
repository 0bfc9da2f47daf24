import { t } from '@lingui/core/macro'
import {
  FLIGHT_RETIME_THRESHOLD_MINUTES,
  flightMismatchLabels,
  type FlightSummary,
} from '@ridelane/domain'

// How a tracked flight reads wherever a ride is shown: the board, the ride page, the driver's
// and the provider's (docs/decisions/036-flight-tracking.md).

/**
 * Whether the flight should catch the eye: cancelled, diverted, or off its schedule by as much
 * as moves a pickup.
 */
export function flightIsOff(flight: FlightSummary): boolean {
  if (flight.state === 'cancelled' || flight.state === 'diverted') return true
  return Math.abs(flight.delay_minutes ?? 0) >= FLIGHT_RETIME_THRESHOLD_MINUTES
}

/** What was wrong with the number at booking ('flight not found'), or null. */
export function flightMismatchText(flight: FlightSummary): string | null {
  return flight.mismatch ? flightMismatchLabels[flight.mismatch] : null
}

/** 'lands 16:10' or 'landed 16:10' on the clock `clock` writes, or null when there is no time. */
export function flightArrivalText(
  flight: FlightSummary,
  clock: (iso: string) => string,
): string | null {
  if (flight.state === 'cancelled' || flight.state === 'diverted') return null
  const arrival = flight.arrival_at ?? flight.scheduled_arrival
  if (!arrival) return null
  const time = clock(arrival)
  return flight.state === 'landed' ? t`landed ${time}` : t`lands ${time}`
}
