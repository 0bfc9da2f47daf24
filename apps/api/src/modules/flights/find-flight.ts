import { wallClockInZone, type FlightMismatch } from '@ridelane/domain'
import type { FlightReport, FlightStatusSource } from './flight-status-port'

// Which flight a pickup waits for, and whether it fits (docs/decisions/036-flight-tracking.md):
// the number asked on the pickup's local date, and on the day before for a pickup in the small
// hours (a flight that lands just before midnight).

const HOUR_MS = 3_600_000
/** A pickup before this local hour may wait for a flight of the evening before. */
const SMALL_HOURS_END = 6
/** A pickup this much before the scheduled landing is still taken as meant for it. */
const PICKUP_BEFORE_LANDING_MS = 0.5 * HOUR_MS

export type FlightSearch = {
  code: string
  /** The pickup airport's IATA code. */
  airportCode: string
  pickupAt: Date
  /** The pickup's IANA zone. */
  timezone: string
}

export type FoundFlight = {
  /** The flight landing at the pickup's airport, or the first one found elsewhere. */
  report: FlightReport | null
  problem: FlightMismatch | null
  /** The local date the report lands on (the pickup's date when nothing was found). */
  arrivalDate: string
}

const previousDate = (date: string) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - 24 * HOUR_MS).toISOString().slice(0, 10)

/** The flight a new booking (or a changed one) waits for, and what does not fit. */
export async function findFlightFor(
  source: FlightStatusSource,
  search: FlightSearch,
): Promise<FoundFlight> {
  const local = wallClockInZone(search.pickupAt, search.timezone)
  const dates = [local.date]
  if (Number(local.time.slice(0, 2)) < SMALL_HOURS_END) dates.unshift(previousDate(local.date))
  const reports: FlightReport[] = []
  for (const arrivalDate of dates) {
    for (const report of await source.flightsOn({ code: search.code, arrivalDate })) {
      reports.push(report)
    }
  }
  const here = reports.filter((report) => report.destination.code === search.airportCode)
  if (here.length === 0) {
    const report = reports[0] ?? null
    return {
      report,
      problem: report ? 'other_airport' : 'not_found',
      arrivalDate: report ? localDate(report, search.timezone) : local.date,
    }
  }
  // The landing nearest before the pickup; else the nearest after it.
  const pickup = search.pickupAt.getTime()
  const gap = (report: FlightReport) => pickup - report.scheduledArrival.getTime()
  const before = here.filter((report) => gap(report) >= -PICKUP_BEFORE_LANDING_MS)
  const report =
    before.sort((a, b) => gap(a) - gap(b))[0] ??
    here.sort((a, b) => Math.abs(gap(a)) - Math.abs(gap(b)))[0]!
  return {
    report,
    problem: before.length > 0 ? null : 'after_pickup',
    arrivalDate: localDate(report, search.timezone),
  }
}

/** The local date the flight lands on, on the pickup's clock (the airport's). */
function localDate(report: FlightReport, timezone: string): string {
  return wallClockInZone(report.scheduledArrival, timezone).date
}

/** The flight again on a later poll: the same number and landing date, at the same airport. */
export async function pollFlight(
  source: FlightStatusSource,
  flight: { code: string; airportCode: string; arrivalDate: string },
): Promise<FlightReport | null> {
  const reports = await source.flightsOn({ code: flight.code, arrivalDate: flight.arrivalDate })
  return reports.find((report) => report.destination.code === flight.airportCode) ?? null
}
