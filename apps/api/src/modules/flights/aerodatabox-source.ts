import { localDateSchema, normaliseFlightNumber, type FlightState } from '@ridelane/domain'
import { z } from 'zod'
import {
  FlightStatusUnavailable,
  type FlightAirport,
  type FlightQuery,
  type FlightReport,
  type FlightStatusSource,
} from './flight-status-port'

// The flight-status port on AeroDataBox through RapidAPI (docs/decisions/036-flight-tracking.md
// #why-aerodatabox): one documented call, `GET /flights/number/{number}/{dateLocal}` with
// dateLocalRole=Arrival, answers our one question, every flight with this number landing on that
// local date. A small client of that call over global fetch, as the Twilio adapter is.

export const AERODATABOX_API_BASE = 'https://aerodatabox.p.rapidapi.com'
/** RapidAPI routes by this header, whichever address the call goes to. */
export const AERODATABOX_RAPIDAPI_HOST = 'aerodatabox.p.rapidapi.com'
export const AERODATABOX_TIMEOUT_MS = 5000

/** AeroDataBox's flight statuses, as its API documents them. */
export const aeroDataBoxStatuses = [
  'Unknown',
  'Expected',
  'EnRoute',
  'CheckIn',
  'Boarding',
  'GateClosed',
  'Departed',
  'Delayed',
  'Approaching',
  'Arrived',
  'Canceled',
  'Diverted',
  'CanceledUncertain',
] as const
export type AeroDataBoxStatus = (typeof aeroDataBoxStatuses)[number]

const flightStateByStatus: Record<AeroDataBoxStatus, FlightState> = {
  Unknown: 'unknown',
  Expected: 'scheduled',
  CheckIn: 'scheduled',
  Boarding: 'scheduled',
  GateClosed: 'scheduled',
  Delayed: 'scheduled',
  EnRoute: 'en_route',
  Departed: 'en_route',
  Approaching: 'en_route',
  Arrived: 'landed',
  Canceled: 'cancelled',
  CanceledUncertain: 'cancelled',
  Diverted: 'diverted',
}

/** Our state for an AeroDataBox status; a status it may add later counts as unknown. */
export function flightStateOf(status: string | null | undefined): FlightState {
  return Object.hasOwn(flightStateByStatus, status ?? '')
    ? flightStateByStatus[status as AeroDataBoxStatus]
    : 'unknown'
}

// Lenient: fields we do not read pass, and missing ones are left to toReport to judge.
const timeSchema = z.object({ utc: z.string().nullish(), local: z.string().nullish() })
const airportSchema = z.object({
  icao: z.string().nullish(),
  iata: z.string().nullish(),
  name: z.string().nullish(),
  shortName: z.string().nullish(),
  municipalityName: z.string().nullish(),
  timeZone: z.string().nullish(),
})
const movementSchema = z.object({
  airport: airportSchema.nullish(),
  scheduledTime: timeSchema.nullish(),
  revisedTime: timeSchema.nullish(),
  predictedTime: timeSchema.nullish(),
  runwayTime: timeSchema.nullish(),
})
const flightSchema = z.object({
  number: z.string().nullish(),
  status: z.string().nullish(),
  departure: movementSchema,
  arrival: movementSchema,
})
type AeroDataBoxFlight = z.infer<typeof flightSchema>

export type AeroDataBoxSourceOptions = {
  /** The RapidAPI key (AERODATABOX_API_KEY). */
  apiKey: string
  /** Where the API is (AERODATABOX_API_BASE); unset: RapidAPI's address for AeroDataBox. */
  apiBase?: string
  /** How long one call may take, answer included, before it counts as unavailable. */
  timeoutMs?: number
}

export function createAeroDataBoxSource(options: AeroDataBoxSourceOptions): FlightStatusSource {
  const { apiKey, timeoutMs = AERODATABOX_TIMEOUT_MS } = options
  const apiBase = (options.apiBase ?? AERODATABOX_API_BASE).replace(/\/+$/, '')

  async function flightsOn(query: FlightQuery): Promise<FlightReport[]> {
    if (!localDateSchema.safeParse(query.arrivalDate).success) {
      throw new RangeError(`Invalid arrival date: ${query.arrivalDate}`)
    }
    const url = new URL(
      `${apiBase}/flights/number/${encodeURIComponent(query.code)}/${query.arrivalDate}`,
    )
    url.search = new URLSearchParams({
      dateLocalRole: 'Arrival',
      withAircraftImage: 'false',
      withLocation: 'false',
    }).toString()

    let status: number
    let retryAfter: string | null
    let text: string
    try {
      const response = await fetch(url, {
        headers: {
          accept: 'application/json',
          'X-RapidAPI-Key': apiKey,
          'X-RapidAPI-Host': AERODATABOX_RAPIDAPI_HOST,
        },
        signal: AbortSignal.timeout(timeoutMs),
      })
      status = response.status
      retryAfter = response.headers.get('retry-after')
      // Read the whole answer under the same deadline: a service that stalls mid-answer is down.
      text = await response.text()
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError'
      throw new FlightStatusUnavailable(
        timedOut
          ? `AeroDataBox did not answer within ${timeoutMs} ms`
          : `could not reach AeroDataBox (${causeOf(error)})`,
      )
    }

    // No flight by that number lands that day: an answer, not a failure.
    if (status === 204 || status === 404) return []
    if (status === 429) {
      const seconds = retryAfterSeconds(retryAfter)
      throw new FlightStatusUnavailable(
        `AeroDataBox is rate limiting us (429${seconds === undefined ? '' : `, retry after ${seconds} s`})`,
        seconds,
      )
    }
    if (status === 401 || status === 403) {
      // Never the key itself: this message goes to the logs.
      throw new FlightStatusUnavailable(
        `AeroDataBox refused the API key (${status}): check AERODATABOX_API_KEY and its RapidAPI subscription`,
      )
    }
    if (status !== 200) throw new FlightStatusUnavailable(`AeroDataBox answered ${status}`)

    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new FlightStatusUnavailable('AeroDataBox answered 200 with something other than JSON')
    }
    if (!Array.isArray(json)) {
      throw new FlightStatusUnavailable('AeroDataBox answered 200 without a list of flights')
    }
    return json.flatMap((entry) => {
      const parsed = flightSchema.safeParse(entry)
      const report = parsed.success ? toReport(parsed.data, query) : null
      return report ? [report] : []
    })
  }

  return { name: 'aerodatabox', flightsOn }
}

/** Our report of one flight of the answer, or null when it lacks what a report needs. */
function toReport(flight: AeroDataBoxFlight, query: FlightQuery): FlightReport | null {
  const origin = airportOf(flight.departure.airport)
  const destination = airportOf(flight.arrival.airport)
  const scheduledArrival = instantOf(flight.arrival.scheduledTime)
  if (!origin || !destination || !scheduledArrival) return null
  const { runwayTime, revisedTime, predictedTime } = flight.arrival
  const arrivalAt =
    instantOf(runwayTime) ?? instantOf(revisedTime) ?? instantOf(predictedTime) ?? scheduledArrival
  return {
    code: normaliseFlightNumber(flight.number ?? '')?.code ?? query.code,
    origin,
    destination,
    scheduledArrival,
    arrivalAt,
    state: flightStateOf(flight.status),
  }
}

/**
 * The airport's IATA code (ICAO when it has none) and its full name: AeroDataBox's `name`
 * carries the city ("London Heathrow", "Delhi Indira Gandhi"), `shortName` drops it.
 */
function airportOf(
  airport: z.infer<typeof airportSchema> | null | undefined,
): FlightAirport | null {
  const code = airport?.iata?.trim() || airport?.icao?.trim()
  if (!airport || !code) return null
  const name =
    airport.name?.trim() || airport.shortName?.trim() || airport.municipalityName?.trim() || code
  return { code: code.toUpperCase(), name }
}

// "2026-12-01 14:35Z", "2026-12-01 09:35-05:00"; seconds and a T are taken too.
const TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})$/

/** The instant of an AeroDataBox time, from its UTC form, else its local form with offset. */
function instantOf(time: z.infer<typeof timeSchema> | null | undefined): Date | null {
  for (const value of [time?.utc, time?.local]) {
    const match = value ? TIME.exec(value.trim()) : null
    if (!match) continue
    const [, date, clock, zone] = match as unknown as [string, string, string, string]
    const offset =
      zone === 'Z' || zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`
    const instant = new Date(`${date}T${clock}${offset}`)
    if (!Number.isNaN(instant.getTime())) return instant
  }
  return null
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value)
  const at = Date.parse(value)
  if (Number.isNaN(at)) return undefined
  return Math.max(0, Math.ceil((at - Date.now()) / 1000))
}

function causeOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  if (typeof cause?.code === 'string') return cause.code
  return error instanceof Error ? error.message : String(error)
}
