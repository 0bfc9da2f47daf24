import { normaliseFlightNumber, wallClockInZone, zonedDateTimeToIso } from '@ridelane/domain'
import {
  startFakeHttpServer,
  type FakeAnswer,
  type FakeRequest,
} from '../../../test/support/fake-http-server'
import { AERODATABOX_RAPIDAPI_HOST, type AeroDataBoxStatus } from './aerodatabox-source'

export const aeroDataBoxKey = 'test-rapidapi-key'

/** An airport as AeroDataBox describes one. */
export type FakeAirport = {
  iata: string
  icao: string
  name: string
  shortName: string
  municipalityName: string
  timeZone: string
}

const airport = (
  iata: string,
  icao: string,
  municipalityName: string,
  shortName: string,
  timeZone: string,
): FakeAirport => ({
  iata,
  icao,
  name: `${municipalityName} ${shortName}`,
  shortName,
  municipalityName,
  timeZone,
})

/** The airports a test may name by IATA code: those of the demo service areas. */
export const fakeAirports: Record<string, FakeAirport> = Object.fromEntries(
  [
    airport('JFK', 'KJFK', 'New York', 'John F Kennedy', 'America/New_York'),
    airport('EWR', 'KEWR', 'Newark', 'Liberty', 'America/New_York'),
    airport('LGA', 'KLGA', 'New York', 'LaGuardia', 'America/New_York'),
    airport('LHR', 'EGLL', 'London', 'Heathrow', 'Europe/London'),
    airport('LGW', 'EGKK', 'London', 'Gatwick', 'Europe/London'),
    airport('CDG', 'LFPG', 'Paris', 'Charles de Gaulle', 'Europe/Paris'),
    airport('ORY', 'LFPO', 'Paris', 'Orly', 'Europe/Paris'),
    airport('DXB', 'OMDB', 'Dubai', 'International', 'Asia/Dubai'),
    airport('DEL', 'VIDP', 'Delhi', 'Indira Gandhi', 'Asia/Kolkata'),
    airport('BOM', 'VABB', 'Mumbai', 'Chhatrapati Shivaji', 'Asia/Kolkata'),
    airport('IDR', 'VAID', 'Indore', 'Devi Ahilyabai Holkar', 'Asia/Kolkata'),
    airport('SIN', 'WSSS', 'Singapore', 'Changi', 'Asia/Singapore'),
  ].map((entry) => [entry.iata, entry]),
)

/**
 * A flight as a test describes it. Times are instants ('2026-12-01T19:35:00Z') or, for the
 * arrival's, a local 'HH:mm' on the flight's date at the destination.
 */
export type FakeFlight = {
  /** An airport of `fakeAirports` by IATA code, or a whole one. */
  from: string | FakeAirport
  to: string | FakeAirport
  scheduledArrival: string
  /** Unset: 'Expected'. */
  status?: AeroDataBoxStatus
  /** The airline's estimate, AeroDataBox's own prediction and the actual touchdown. */
  revisedArrival?: string
  predictedArrival?: string
  runwayArrival?: string
  /** The departure is scheduled this long before the arrival; unset: 7 hours. */
  durationMinutes?: number
}

type StoredFlight = Omit<FakeFlight, 'from' | 'to' | 'scheduledArrival'> & {
  code: string
  from: FakeAirport
  to: FakeAirport
  scheduledArrival: Date
}

export type FakeAeroDataBoxOptions = {
  /** The key it accepts; any other gets 401 as RapidAPI answers. Unset: aeroDataBoxKey. */
  apiKey?: string
  /** Every answer waits this long (also settable later with setSlowMs). */
  slowMs?: number
  /** What it answers for a flight it does not know: 204 (AeroDataBox's) or 404. */
  unknownStatus?: 204 | 404
  /** A fixed port (the browser tests' server is told it first); unset: any free one. */
  port?: number
}

const MINUTE_MS = 60_000
const FLIGHT_PATH = /^\/flights\/number\/([^/]+)\/(\d{4}-\d{2}-\d{2})$/

/**
 * A local stand-in for AeroDataBox on RapidAPI: `GET /flights/number/{number}/{dateLocal}` answers
 * the flights the test set for that number and local arrival date, in the documented shape
 * (numbers as "BA 117", times as "2026-12-01 14:35Z" and "2026-12-01 09:35-05:00"); 204 for
 * one it does not know; 401 for a wrong X-RapidAPI-Key and 403 for a wrong X-RapidAPI-Host.
 * Answers queued with rateLimitNext, failNext or answerNext go first, one per request.
 */
export async function startFakeAeroDataBox(options: FakeAeroDataBoxOptions = {}) {
  const apiKey = options.apiKey ?? aeroDataBoxKey
  let slowMs = options.slowMs ?? 0
  const flights = new Map<string, StoredFlight[]>()
  const queued: FakeAnswer[] = []

  const server = await startFakeHttpServer((request): FakeAnswer => {
    const answer = answerTo(request)
    return { ...answer, delayMs: (answer.delayMs ?? 0) + slowMs }
  }, options.port)

  function answerTo(request: FakeRequest): FakeAnswer {
    if (request.headers['x-rapidapi-key'] !== apiKey) {
      return {
        status: 401,
        body: {
          message: 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.',
        },
      }
    }
    if (request.headers['x-rapidapi-host'] !== AERODATABOX_RAPIDAPI_HOST) {
      return { status: 403, body: { message: 'You are not subscribed to this API.' } }
    }
    const next = queued.shift()
    if (next) return next
    const match = FLIGHT_PATH.exec(request.url.pathname)
    const code = match ? normaliseFlightNumber(decodeURIComponent(match[1]!))?.code : undefined
    if (request.method !== 'GET' || !match || !code) {
      return { status: 400, body: { message: 'Invalid request' } }
    }
    const found = flights.get(key(code, match[2]!)) ?? []
    if (found.length === 0) return { status: options.unknownStatus ?? 204 }
    return { status: 200, body: found.map(documented) }
  }

  /** The one flight set for this number and date; throws when there is none, or several. */
  function stored(code: string, date: string): StoredFlight {
    const found = flights.get(key(normalised(code), date)) ?? []
    if (found.length !== 1) {
      throw new Error(`The fake AeroDataBox has ${found.length} flights ${code} on ${date}`)
    }
    return found[0]!
  }

  function flightRequests(code?: string, date?: string): FakeRequest[] {
    return server.requests.filter((request) => {
      const match = FLIGHT_PATH.exec(request.url.pathname)
      if (!match) return false
      const asked = normaliseFlightNumber(decodeURIComponent(match[1]!))?.code
      return (!code || asked === normalised(code)) && (!date || match[2] === date)
    })
  }

  return {
    url: server.url,
    /** Every request received, in order. */
    requests: server.requests,
    close: server.close,
    /**
     * The flights with this number landing on this local date: one, or several (a list).
     * Replaces what was set before for that number and date.
     */
    setFlight(code: string, date: string, flight: FakeFlight | FakeFlight[]) {
      const list = Array.isArray(flight) ? flight : [flight]
      flights.set(
        key(normalised(code), date),
        list.map((entry) => toStored(normalised(code), date, entry)),
      )
    },
    /** Forgets the flight: the fake answers as for one it never knew. */
    removeFlight(code: string, date: string) {
      flights.delete(key(normalised(code), date))
    },
    /** Late by `minutes` (early when negative) on the airline's estimate; Expected becomes Delayed. */
    delay(code: string, date: string, minutes: number) {
      const flight = stored(code, date)
      flight.revisedArrival = new Date(
        flight.scheduledArrival.getTime() + minutes * MINUTE_MS,
      ).toISOString()
      if ((flight.status ?? 'Expected') === 'Expected' && minutes > 0) flight.status = 'Delayed'
    },
    cancel(code: string, date: string) {
      stored(code, date).status = 'Canceled'
    },
    divert(code: string, date: string) {
      stored(code, date).status = 'Diverted'
    },
    /** Took off: EnRoute. */
    depart(code: string, date: string) {
      stored(code, date).status = 'EnRoute'
    },
    /** Landed: Arrived, touching down at `at` (an instant), else at the latest estimate. */
    land(code: string, date: string, at?: string) {
      const flight = stored(code, date)
      flight.status = 'Arrived'
      flight.runwayArrival =
        at ??
        flight.revisedArrival ??
        flight.predictedArrival ??
        flight.scheduledArrival.toISOString()
    },
    setStatus(code: string, date: string, status: AeroDataBoxStatus) {
      stored(code, date).status = status
    },
    /** The next request gets 429 with Retry-After (RapidAPI's quota or rate limit). */
    rateLimitNext(retryAfterSeconds: number, times = 1) {
      for (let i = 0; i < times; i += 1) {
        queued.push({
          status: 429,
          headers: { 'retry-after': String(retryAfterSeconds) },
          body: { message: 'You have exceeded the rate limit per second for your plan.' },
        })
      }
    },
    /** The next request gets this status (503 unless given): the service failing. */
    failNext(status = 503, times = 1) {
      for (let i = 0; i < times; i += 1) queued.push({ status, body: { message: 'Unavailable' } })
    },
    /** The next request gets exactly this answer: garbage, odd shapes, another status. */
    answerNext(answer: FakeAnswer) {
      queued.push(answer)
    },
    /** Every later answer waits this long. */
    setSlowMs(ms: number) {
      slowMs = ms
    },
    /** Requests for flights, all of them or for one number (and date). */
    requestCount(code?: string, date?: string) {
      return flightRequests(code, date).length
    },
    /** Forgets every flight, queued answer and slowness; the request log is kept. */
    reset() {
      flights.clear()
      queued.length = 0
      slowMs = options.slowMs ?? 0
    },
  }
}

export type FakeAeroDataBox = Awaited<ReturnType<typeof startFakeAeroDataBox>>

/** The environment that points an app at the fake. */
export const aeroDataBoxEnv = (fake: { url: string }) => ({
  FLIGHT_STATUS: 'aerodatabox',
  AERODATABOX_API_KEY: aeroDataBoxKey,
  AERODATABOX_API_BASE: fake.url,
})

const key = (code: string, date: string) => `${code} ${date}`

function normalised(code: string): string {
  const flightNumber = normaliseFlightNumber(code)
  if (!flightNumber) throw new Error(`Not a flight number: ${code}`)
  return flightNumber.code
}

function airportNamed(value: string | FakeAirport): FakeAirport {
  if (typeof value !== 'string') return value
  const found = fakeAirports[value]
  if (!found) throw new Error(`The fake AeroDataBox knows no airport ${value}: pass a whole one`)
  return found
}

function toStored(code: string, date: string, flight: FakeFlight): StoredFlight {
  const to = airportNamed(flight.to)
  const scheduledArrival = /^\d{2}:\d{2}$/.test(flight.scheduledArrival)
    ? new Date(zonedDateTimeToIso(date, flight.scheduledArrival, to.timeZone))
    : new Date(flight.scheduledArrival)
  if (Number.isNaN(scheduledArrival.getTime())) {
    throw new Error(`Not a time: ${flight.scheduledArrival}`)
  }
  return { ...flight, code, from: airportNamed(flight.from), to, scheduledArrival }
}

/** "BA 117": AeroDataBox writes the airline and the number apart. */
function spacedNumber(code: string): string {
  const flightNumber = normaliseFlightNumber(code)
  return flightNumber ? `${flightNumber.airline} ${flightNumber.number}` : code
}

/** {utc: "2026-12-01 19:35Z", local: "2026-12-01 14:35-05:00"} of an instant at an airport. */
function documentedTime(instant: Date | string, timeZone: string) {
  const at = new Date(instant)
  const utc = at.toISOString()
  const wall = wallClockInZone(at, timeZone)
  const offsetMinutes = Math.round(
    (Date.parse(`${wall.date}T${wall.time}:00Z`) -
      Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS) /
      MINUTE_MS,
  )
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
  return {
    utc: `${utc.slice(0, 10)} ${utc.slice(11, 16)}Z`,
    local: `${wall.date} ${wall.time}${offset}`,
  }
}

const documentedAirport = (where: FakeAirport) => ({
  icao: where.icao,
  iata: where.iata,
  name: where.name,
  shortName: where.shortName,
  municipalityName: where.municipalityName,
  location: { lat: 0, lon: 0 },
  countryCode: 'XX',
  timeZone: where.timeZone,
})

/** One flight as AeroDataBox's FlightContract has it, with the fields we read and a few more. */
function documented(flight: StoredFlight) {
  const departure = new Date(
    flight.scheduledArrival.getTime() - (flight.durationMinutes ?? 7 * 60) * MINUTE_MS,
  )
  const arrivalTime = (instant: string | undefined) =>
    instant ? documentedTime(instant, flight.to.timeZone) : undefined
  return {
    departure: {
      airport: documentedAirport(flight.from),
      scheduledTime: documentedTime(departure, flight.from.timeZone),
      terminal: '5',
      quality: ['Basic'],
    },
    arrival: {
      airport: documentedAirport(flight.to),
      scheduledTime: documentedTime(flight.scheduledArrival, flight.to.timeZone),
      ...(flight.revisedArrival ? { revisedTime: arrivalTime(flight.revisedArrival) } : {}),
      ...(flight.predictedArrival ? { predictedTime: arrivalTime(flight.predictedArrival) } : {}),
      ...(flight.runwayArrival ? { runwayTime: arrivalTime(flight.runwayArrival) } : {}),
      terminal: '8',
      quality: ['Basic', 'Live'],
    },
    lastUpdatedUtc: '2026-01-01 00:00Z',
    number: spacedNumber(flight.code),
    status: flight.status ?? 'Expected',
    codeshareStatus: 'IsOperator',
    isCargo: false,
    aircraft: { model: 'Boeing 777-300ER' },
    airline: { name: 'Fake Airways', iata: flight.code.slice(0, 2), icao: 'FAK' },
  }
}
