import { z } from 'zod'
import {
  flightDelayLabel,
  flightDelayMinutes,
  flightStates,
  type FlightState,
} from './flight-tracking'
import { flightMismatches, type FlightMismatch } from './flight-mismatch'
import { sourceText, type Translator } from '../language/translator'

// What the board, the driver's page and the ride page show of a tracked flight, and what the
// wizard's check answers (docs/decisions/036-flight-tracking.md).

// The mismatches and their words live apart (flight-mismatch.ts): the ride page shows them
// without loading zod.
export { flightMismatches, flightMismatchLabels, type FlightMismatch } from './flight-mismatch'

/** A booking's flight as the views show it. */
export const flightSummarySchema = z.object({
  /** "BA117". */
  code: z.string(),
  origin_name: z.string().nullable(),
  scheduled_arrival: z.iso.datetime({ offset: true }).nullable(),
  /** The latest estimated or actual arrival. */
  arrival_at: z.iso.datetime({ offset: true }).nullable(),
  state: z.enum(flightStates),
  /** Late (positive) or early (negative) against the schedule; null until the flight is found. */
  delay_minutes: z.number().int().nullable(),
  /** "flight +95 min", "flight on time", "flight cancelled"; null until the flight is found. */
  label: z.string().nullable(),
  mismatch: z.enum(flightMismatches).nullable(),
})
export type FlightSummary = z.infer<typeof flightSummarySchema>

/** GET /flights/check: what the wizard shows under the flight number. */
export const flightCheckSchema = z.object({
  flight_number: z.string(),
  fits: z.boolean(),
  problem: z.enum(flightMismatches).nullable(),
  origin_name: z.string().nullable(),
  arrival_at: z.iso.datetime({ offset: true }).nullable(),
  /** "BA117 from London Heathrow, lands 14:35", or why it does not fit. */
  message: z.string(),
})
export type FlightCheck = z.infer<typeof flightCheckSchema>

/**
 * What the check answers, in the reader's language: the functions write their figures (the flight,
 * the airport, the day and the time, already written in that language) with the `i18n` they are
 * given, English without one; the plain ones are marked for the domain's catalogue
 * (docs/decisions/052-server-messages.md).
 */
export const flightCheckMessages = {
  fits: (code: string, origin: string, localTime: string, i18n: Translator = sourceText) =>
    i18n._('{code} from {origin}, lands {time}', { code, origin, time: localTime }),
  notFound: (code: string, date: string, i18n: Translator = sourceText) =>
    i18n._(
      'We could not find flight {code} on {date}. Check the number on your ticket; you can still book.',
      { code, date },
    ),
  otherAirport: (code: string, airport: string, date: string, i18n: Translator = sourceText) =>
    i18n._(
      '{code} does not land at {airport} on {date}. Check the number and the pickup; you can still book.',
      { code, airport, date },
    ),
  afterPickup: (code: string, airport: string, localTime: string, i18n: Translator = sourceText) =>
    i18n._(
      '{code} lands at {airport} at {time}, after the pickup time. Check the date and time; you can still book.',
      { code, airport, time: localTime },
    ),
  notAnAirport: /*i18n*/ 'A flight is tracked only for a pickup at an airport.',
  unavailable:
    /*i18n*/ 'Flight details cannot be checked right now; you can still book and we will track it.',
} as const

/** A tracked flight as stored (the API's booking_flights row). */
export type StoredFlight = {
  code: string
  originName: string | null
  scheduledArrival: Date | null
  arrivalAt: Date | null
  state: FlightState
  mismatch: FlightMismatch | null
}

/** What every view shows of a stored flight. */
export function flightSummary(flight: StoredFlight): FlightSummary {
  const delay =
    flight.scheduledArrival && flight.arrivalAt
      ? flightDelayMinutes(flight.scheduledArrival, flight.arrivalAt)
      : null
  const found = flight.scheduledArrival !== null
  return {
    code: flight.code,
    origin_name: flight.originName,
    scheduled_arrival: flight.scheduledArrival?.toISOString() ?? null,
    arrival_at: flight.arrivalAt?.toISOString() ?? null,
    state: flight.state,
    delay_minutes: delay,
    label: found ? flightDelayLabel(delay ?? 0, flight.state) : null,
    mismatch: flight.mismatch,
  }
}

/** A stored mismatch read back: one of flightMismatches, or null. */
export function flightMismatchOf(value: string | null): FlightMismatch | null {
  return (flightMismatches as readonly (string | null)[]).includes(value)
    ? (value as FlightMismatch)
    : null
}
