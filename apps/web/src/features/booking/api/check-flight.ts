import {
  flightCheckMessages,
  type FlightCheck,
  type PriceCalculationRequest,
} from '@ridelane/domain'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

/** An airport pickup as the flight check reads it: where, and when (ISO with its offset). */
export type FlightCheckPickup = { lat: number; lng: number; time: string }

/**
 * The pickup a typed flight number is checked against: only a pickup picked as an airport, at the
 * time the trip is priced for. Anywhere else no flight is tracked, so nothing is asked.
 */
export function flightCheckPickup(
  request: PriceCalculationRequest | null,
): FlightCheckPickup | null {
  if (request?.pickup.type !== 'airport') return null
  return { lat: request.pickup.lat, lng: request.pickup.lng, time: request.booking_time }
}

/** GET /flights/check: whether the flight lands at the pickup airport before the pickup. */
export function checkFlight(
  flightNumber: string,
  pickup: FlightCheckPickup,
  signal?: AbortSignal,
): Promise<FlightCheck> {
  return apiRequest<FlightCheck>('/flights/check', {
    query: {
      flight_number: flightNumber,
      pickup_lat: pickup.lat,
      pickup_lng: pickup.lng,
      pickup_time: pickup.time,
    },
    signal,
    defaultErrorMessage: flightCheckMessages.unavailable,
  })
}

/**
 * The check of one flight number (already in its one written form) at one pickup; asked once per
 * number and pickup, and never again on failure: each check may cost the API a call to the
 * flight-status service, and the traveller may book whatever it answers.
 */
export function useFlightCheck(code: string | null, pickup: FlightCheckPickup | null) {
  return useQuery({
    queryKey: ['flight-check', code, pickup] as const,
    queryFn: ({ signal }) => checkFlight(code!, pickup!, signal),
    enabled: code !== null && pickup !== null,
    staleTime: 10 * 60_000,
    retry: false,
  })
}
