// How an airport pickup follows its flight (docs/decisions/036-flight-tracking.md): when the
// flight is polled, when a new arrival time moves the pickup, and to when. Pure: the API's
// tracking job passes the flight as last reported, the booking and the time.

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000

/** What a flight-status service reports about one flight. */
export const flightStates = [
  'scheduled',
  'en_route',
  'landed',
  'cancelled',
  'diverted',
  'unknown',
] as const
export type FlightState = (typeof flightStates)[number]

/** States after which the flight's arrival no longer changes: polling stops. */
export function isFinalFlightState(state: FlightState): boolean {
  return state === 'landed' || state === 'cancelled' || state === 'diverted'
}

/** When flights are polled; every figure may be set by the deployment (apps/api config). */
export type FlightPollSchedule = {
  /** Single polls this many hours before the scheduled or estimated arrival. */
  checkpointHours: readonly number[]
  /** From the last checkpoint on, a poll this often… */
  nearIntervalMinutes: number
  /** …and in the last this many minutes before arrival… */
  finalWindowMinutes: number
  /** …one this often, until the flight lands, is cancelled or diverted. */
  finalIntervalMinutes: number
  /** A flight still not reported landed this long after its arrival is no longer polled. */
  giveUpAfterMinutes: number
}

export const defaultFlightPollSchedule: FlightPollSchedule = {
  checkpointHours: [24, 6, 2],
  nearIntervalMinutes: 10,
  finalWindowMinutes: 30,
  finalIntervalMinutes: 1,
  giveUpAfterMinutes: 6 * 60,
}

/**
 * When to ask about the flight next, given its latest known arrival (the pickup's time while the
 * flight is not found), or null when polling is over (a final state, long past the arrival, or a
 * flight never found by the last checkpoint). Never `now` itself: the next poll is at least the
 * final interval away.
 */
export function nextFlightPollAt(
  arrivalAt: Date,
  state: FlightState,
  now: Date,
  schedule: FlightPollSchedule = defaultFlightPollSchedule,
  options: { found: boolean } = { found: true },
): Date | null {
  if (isFinalFlightState(state)) return null
  const arrival = arrivalAt.getTime()
  const at = now.getTime()
  if (at > arrival + schedule.giveUpAfterMinutes * MINUTE_MS) return null
  const soonest = at + schedule.finalIntervalMinutes * MINUTE_MS
  const checkpoints = [...schedule.checkpointHours]
    .sort((a, b) => b - a)
    .map((hours) => arrival - hours * HOUR_MS)
  // The checkpoint nearest the arrival; none: the near interval from the start.
  const lastCheckpoint = checkpoints.length > 0 ? Math.max(...checkpoints) : -Infinity
  if (at < lastCheckpoint) {
    const next = checkpoints.find((checkpoint) => checkpoint > at)!
    return new Date(Math.max(next, soonest))
  }
  // A number the service does not know is asked again only at the checkpoints (a timetable is
  // sometimes loaded late), never every few minutes: it is most likely a typing mistake.
  if (!options.found) return null
  const finalWindow = arrival - schedule.finalWindowMinutes * MINUTE_MS
  if (at < finalWindow) {
    return new Date(
      Math.max(Math.min(at + schedule.nearIntervalMinutes * MINUTE_MS, finalWindow), soonest),
    )
  }
  if (at < arrival) return new Date(soonest)
  // Past the arrival without a landing: the flight is late and the service has not caught up.
  return new Date(at + schedule.nearIntervalMinutes * MINUTE_MS)
}

/** What decides a re-timed pickup. */
export type RetimeFacts = {
  /** The pickup as it stands. */
  pickupAt: Date
  /** The arrival the pickup was last timed by (the scheduled one at first). */
  timedByArrival: Date
  /** The arrival the service reports now (estimated or actual). */
  arrivalAt: Date
  /** The area's arrival buffer: from landing to pickup, when the traveller chose no other. */
  bufferMinutes: number
  /** A change smaller than this leaves the pickup where it is. */
  thresholdMinutes: number
  /** The earliest time the driver can be at the pickup (now plus their way there). */
  earliestReachableAt: Date
}

/**
 * The pickup's new time when the flight's arrival moved by at least the threshold, else null.
 * The traveller's own gap between landing and pickup is kept when it was between nothing and
 * three hours; a pickup set further from the landing moves by as much as the arrival did. Never
 * earlier than the driver can make it.
 */
export function retimedPickup(facts: RetimeFacts): Date | null {
  const threshold = facts.thresholdMinutes * MINUTE_MS
  // Only a flight that moved moves the pickup: an arrival as it was timed by leaves it alone.
  const shift = facts.arrivalAt.getTime() - facts.timedByArrival.getTime()
  if (Math.abs(shift) < threshold) return null
  const gap = facts.pickupAt.getTime() - facts.timedByArrival.getTime()
  const wanted =
    gap >= 0 && gap <= 3 * HOUR_MS
      ? facts.arrivalAt.getTime() + gap
      : // A pickup set far from the landing keeps its distance from it: it moves as far.
        facts.pickupAt.getTime() + shift
  const target = Math.max(wanted, facts.earliestReachableAt.getTime())
  if (Math.abs(target - facts.pickupAt.getTime()) < threshold) return null
  return new Date(target)
}

/** Minutes the flight is late (negative: early) against its schedule, rounded. */
export function flightDelayMinutes(scheduledArrival: Date, arrivalAt: Date): number {
  return Math.round((arrivalAt.getTime() - scheduledArrival.getTime()) / MINUTE_MS)
}

/** "flight +95 min", "flight −20 min", "flight on time": the board's, driver's and ride's label. */
export function flightDelayLabel(delayMinutes: number, state: FlightState = 'scheduled'): string {
  if (state === 'cancelled') return 'flight cancelled'
  if (state === 'diverted') return 'flight diverted'
  if (delayMinutes === 0) return 'flight on time'
  return delayMinutes > 0 ? `flight +${delayMinutes} min` : `flight −${-delayMinutes} min`
}

/** A flight matters to a booking from its confirmation until the passenger is on board. */
export const flightTrackedStatuses = [
  'confirmed',
  'assigned',
  'driver_en_route',
  'driver_arrived',
] as const

export function isFlightTracked(status: string): boolean {
  return (flightTrackedStatuses as readonly string[]).includes(status)
}

/** Defaults of FLIGHT_RETIME_THRESHOLD_MINUTES and FLIGHT_RETIME_NOTICE_MINUTES. */
export const FLIGHT_RETIME_THRESHOLD_MINUTES = 15
export const FLIGHT_RETIME_NOTICE_MINUTES = 30
