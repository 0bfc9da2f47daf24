import { readFileSync } from 'node:fs'
import {
  isValidTimeZone,
  localDateSchema,
  normaliseFlightNumber,
  zonedDateTimeToIso,
  type FlightState,
} from '@ridelane/domain'
import { z } from 'zod'
import { ConfigError } from '../../config'
import shippedSchedule from './data/flight-schedule.json'
import type { FlightQuery, FlightReport, FlightStatusSource } from './flight-status-port'

// The offline flight-status source (docs/decisions/036-flight-tracking.md#the-offline-schedule):
// regular flights from a schedule file, the one shipped beside this module unless
// FLIGHT_SCHEDULE_FILE names another. It needs no account and no network, so development, the
// demo and the tests track flights with it; per-date overrides delay, cancel or divert a flight.

/** The shipped schedule's place in the repository, for messages and docs. */
export const SHIPPED_SCHEDULE_FILE = 'apps/api/src/modules/flights/data/flight-schedule.json'

/** A flight is en route this long before it lands (the schedule knows no departures). */
const EN_ROUTE_HOURS = 3
const MINUTE_MS = 60_000

const airportSchema = z.strictObject({
  code: z.string().regex(/^[A-Z0-9]{3,4}$/, 'must be an IATA or ICAO airport code (JFK, EGLL)'),
  name: z.string().trim().min(1, 'must not be blank'),
})

const overrideSchema = z
  .strictObject({
    /** Late (positive) or early (negative) against the schedule. */
    delay_minutes: z
      .number()
      .int('must be a whole number of minutes')
      .min(-180, 'must be between -180 and 2880 minutes')
      .max(2880, 'must be between -180 and 2880 minutes')
      .optional(),
    state: z.enum(['cancelled', 'diverted'], { error: 'must be cancelled or diverted' }).optional(),
  })
  .refine((override) => override.delay_minutes !== undefined || override.state !== undefined, {
    error: 'must set delay_minutes, state or both',
  })

const weekdays = 'must be ISO weekdays, 1 (Monday) to 7 (Sunday)'

const scheduledFlightSchema = z
  .strictObject({
    /** Normalised: "BA117", not "BA 117" or "BAW117". */
    code: z
      .string()
      .refine(
        (code) => normaliseFlightNumber(code)?.code === code,
        'must be a flight number in its normalised form, such as BA117',
      ),
    origin: airportSchema,
    destination: airportSchema,
    /** The destination's IANA zone: arrival_time is its wall clock. */
    arrival_time_zone: z.string().refine(isValidTimeZone, 'must be an IANA time zone'),
    arrival_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a local time HH:mm'),
    /** ISO weekdays of the local arrival date: 1 Monday … 7 Sunday. */
    days: z
      .array(z.int(weekdays).min(1, weekdays).max(7, weekdays), { error: weekdays })
      .min(1, 'must name at least one weekday'),
    /** By local arrival date (YYYY-MM-DD). */
    overrides: z.record(localDateSchema, overrideSchema).optional(),
  })
  .superRefine((flight, ctx) => {
    for (const date of Object.keys(flight.overrides ?? {})) {
      if (!flight.days.includes(isoWeekday(date))) {
        ctx.addIssue({
          code: 'custom',
          path: ['overrides', date],
          message: `is a day ${flight.code} does not fly (days ${flight.days.join(', ')})`,
        })
      }
    }
  })

const scheduleFileSchema = z
  .strictObject({
    /** What the file is, for its readers; ignored. */
    about: z.string().optional(),
    flights: z.array(scheduledFlightSchema),
  })
  .superRefine((file, ctx) => {
    // Two entries landing the same number on the same weekday are a copy-and-paste slip.
    const seen = new Set<string>()
    file.flights.forEach((flight, index) => {
      for (const day of flight.days) {
        const key = `${flight.code} ${day}`
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['flights', index, 'days'],
            message: `lists ${flight.code} a second time on weekday ${day}`,
          })
        }
        seen.add(key)
      }
    })
  })

/** A schedule file, as written (docs/decisions/036-flight-tracking.md#the-offline-schedule). */
export type FlightScheduleFile = z.input<typeof scheduleFileSchema>
type ScheduledFlight = z.output<typeof scheduledFlightSchema>

export type ScheduleSourceOptions = {
  /** Another schedule file (FLIGHT_SCHEDULE_FILE); unset: the shipped one. */
  file?: string
  /** The clock that tells scheduled, en route and landed apart; unset: the system clock. */
  now?: () => Date
}

/**
 * The flight-status source answering from a schedule file. The file is read and checked here,
 * once: a broken file throws a ConfigError naming the file and the entry, so the process stops
 * at start rather than answering wrongly later.
 */
export function createScheduleSource(options: ScheduleSourceOptions = {}): FlightStatusSource {
  const { file, now = () => new Date() } = options
  const schedule = file
    ? readScheduleFile(file)
    : parseSchedule(shippedSchedule, SHIPPED_SCHEDULE_FILE)
  const byCode = new Map<string, ScheduledFlight[]>()
  for (const flight of schedule.flights) {
    byCode.set(flight.code, [...(byCode.get(flight.code) ?? []), flight])
  }

  return {
    name: 'schedule',
    async flightsOn({ code, arrivalDate }: FlightQuery): Promise<FlightReport[]> {
      if (!localDateSchema.safeParse(arrivalDate).success) {
        throw new RangeError(`Invalid arrival date: ${arrivalDate}`)
      }
      const weekday = isoWeekday(arrivalDate)
      return (byCode.get(code) ?? [])
        .filter((flight) => flight.days.includes(weekday))
        .map((flight) => report(flight, arrivalDate, now()))
    },
  }
}

function report(flight: ScheduledFlight, date: string, now: Date): FlightReport {
  const override = flight.overrides?.[date]
  const scheduledArrival = new Date(
    zonedDateTimeToIso(date, flight.arrival_time, flight.arrival_time_zone),
  )
  const arrivalAt = new Date(
    scheduledArrival.getTime() + (override?.delay_minutes ?? 0) * MINUTE_MS,
  )
  return {
    code: flight.code,
    origin: { ...flight.origin },
    destination: { ...flight.destination },
    scheduledArrival,
    arrivalAt,
    state: override?.state ?? stateAt(arrivalAt, now),
  }
}

function stateAt(arrivalAt: Date, now: Date): FlightState {
  if (now.getTime() >= arrivalAt.getTime()) return 'landed'
  if (now.getTime() >= arrivalAt.getTime() - EN_ROUTE_HOURS * 60 * MINUTE_MS) return 'en_route'
  return 'scheduled'
}

/** 1 Monday … 7 Sunday, of a YYYY-MM-DD date. */
function isoWeekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7
}

function readScheduleFile(file: string) {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new ConfigError(`Invalid flight schedule ${file}: cannot be read (${reason})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ConfigError(`Invalid flight schedule ${file}: not JSON (${(error as Error).message})`)
  }
  return parseSchedule(json, file)
}

function parseSchedule(json: unknown, file: string) {
  const parsed = scheduleFileSchema.safeParse(json)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.map(String).join('.')
    return where ? `${where} ${issue.message}` : issue.message
  })
  const more = parsed.error.issues.length > 5 ? ` (and ${parsed.error.issues.length - 5} more)` : ''
  throw new ConfigError(`Invalid flight schedule ${file}: ${problems.join('; ')}${more}`)
}
