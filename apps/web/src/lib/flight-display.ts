import { t } from '@lingui/core/macro'
import { FLIGHT_RETIME_THRESHOLD_MINUTES, type FlightSummary } from '@ridelane/domain'

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
  switch (flight.mismatch) {
    case 'not_found':
      return t`flight not found`
    case 'other_airport':
      return t`flight lands elsewhere`
    case 'after_pickup':
      return t`flight lands after pickup`
    default:
      return null
  }
}

/**
 * How late the flight is, in the page's language: 'flight +95 min', 'flight on time', 'flight
 * cancelled'; null until the flight is found (when the API's English label is null too).
 */
export function flightDelayText(flight: FlightSummary): string | null {
  if (flight.label === null) return null
  if (flight.state === 'cancelled') return t`flight cancelled`
  if (flight.state === 'diverted') return t`flight diverted`
  const minutes = flight.delay_minutes ?? 0
  if (minutes === 0) return t`flight on time`
  const late = Math.abs(minutes)
  return minutes > 0 ? t`flight +${late} min` : t`flight −${late} min`
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
