import {
  FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS,
  FLIGHT_RETIME_NOTICE_MINUTES,
  FLIGHT_RETIME_THRESHOLD_MINUTES,
  defaultFlightPollSchedule,
  flightDelayLabel,
  flightDelayMinutes,
  flightMessages,
  flightMismatchOf,
  isFinalFlightState,
  isFlightTracked,
  nextFlightPollAt,
  normaliseFlightNumber,
  retimedPickup,
  wallClockInZone,
  type FlightPollSchedule,
} from '@ridelane/domain'
import { serverI18n } from '../../i18n/server-i18n'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import {
  bookingChanged,
  findBookingById,
  insertBookingEvent,
  localTime,
  lockBooking,
  pickupMovedEmail,
  releaseMovedRide,
  rideLinkForMail,
  rideLinkLine,
  updateBooking,
  type BookingRow,
} from '../bookings'
import { waitingPolicyFor } from '../catalogue'
import { scheduleJob } from '../jobs'
import { callInAdmins } from '../operators'
import { airportAt } from '../pricing'
import { findFlightFor, pollFlight, type FoundFlight } from './find-flight'
import { providerPickupMovedMail } from './flight-mails'
import { FlightStatusUnavailable, type FlightStatusSource } from './flight-status-port'
import {
  announceFlightChange,
  deleteBookingFlight,
  findBookingFlight,
  findProviderContact,
  lockBookingFlight,
  saveBookingFlight,
  updateBookingFlight,
  type BookingFlightRow,
} from './repository'

// Tracking a booking's flight (docs/decisions/036-flight-tracking.md#tracking). A `flight_poll`
// job asks the flight-status source about the flight, records the answer and, when the arrival
// moved past the threshold, moves the pickup; then it schedules the next poll by the schedule.
// Each poll carries the row's poll count: a poll whose count is stale (another one ran, or the
// booking's flight was set anew) does nothing, so one chain of polls runs per booking even with
// several processes, retries and restarts.

const MINUTE_MS = 60_000

export type FlightTracking = {
  schedule: FlightPollSchedule
  /** A new arrival that moves the pickup by less than this leaves it. */
  retimeThresholdMinutes: number
  /** A pickup moved earlier is never sooner than this from now: the driver must make it. */
  retimeNoticeMinutes: number
  appBaseUrl: string
}

export const defaultFlightTracking: Omit<FlightTracking, 'appBaseUrl'> = {
  schedule: defaultFlightPollSchedule,
  retimeThresholdMinutes: FLIGHT_RETIME_THRESHOLD_MINUTES,
  retimeNoticeMinutes: FLIGHT_RETIME_NOTICE_MINUTES,
}

/** What a booking's flight is by its current details, or null when it has none to track. */
function flightOf(booking: BookingRow) {
  const number = booking.flightNumber ? normaliseFlightNumber(booking.flightNumber) : null
  const airport = airportAt({ lat: booking.pickupLat, lng: booking.pickupLng })
  if (!number || !airport?.iata) return null
  return { code: number.code, airportCode: airport.iata }
}

const schedulePoll = (tx: Database, bookingId: string, polls: number, runAt: Date) =>
  scheduleJob(tx, {
    kind: 'flight_poll',
    runAt,
    payload: { booking_id: bookingId, polls },
  })

/**
 * Starts (or starts again) tracking the booking's flight after it was confirmed or changed, in
 * that transaction: a new number, airport or pickup day sets the flight anew and polls it now.
 * A pickup the tracker itself moved keeps the flight as it is.
 */
export async function trackBookingFlight(
  tx: Database,
  booking: BookingRow,
  now: Date,
  before?: BookingRow,
) {
  // A test key's booking is not a real ride: no flight service is asked about it.
  const tracked = isFlightTracked(booking.bookingStatus) && !booking.sandbox
  const wanted = tracked ? flightOf(booking) : null
  // A booking just confirmed has no flight yet: nothing to read (one round trip less at payment).
  const row = before || !wanted ? await lockBookingFlight(tx, booking.id) : undefined
  if (!wanted) {
    if (row) await deleteBookingFlight(tx, booking.id)
    return
  }
  if (row && row.code === wanted.code && row.airportCode === wanted.airportCode) {
    if (!pickupStillFits(row, booking)) {
      // Set anew below.
    } else {
      // The tracker never moves a pickup it called the operators in for: a move now is theirs.
      const moved = before && before.pickupTime.getTime() !== booking.pickupTime.getTime()
      if (moved && row.escalatedAt)
        await updateBookingFlight(tx, row.bookingId, { escalatedAt: null })
      return
    }
  }
  const pickupDay = wallClockInZone(booking.pickupTime, booking.timezone).date
  await saveBookingFlight(tx, {
    bookingId: booking.id,
    code: wanted.code,
    airportCode: wanted.airportCode,
    arrivalDate: pickupDay,
    originCode: null,
    originName: null,
    scheduledArrival: null,
    arrivalAt: null,
    state: 'unknown',
    mismatch: null,
    timedByArrival: null,
  })
  await schedulePoll(tx, booking.id, 0, now)
}

/** The pickup lies where the flight's arrival put it (a move by the tracker, or a small edit). */
function pickupStillFits(row: BookingFlightRow, booking: BookingRow): boolean {
  const timedBy = row.timedByArrival ?? row.scheduledArrival
  if (!timedBy) return false
  const gap = booking.pickupTime.getTime() - timedBy.getTime()
  return gap >= -30 * MINUTE_MS && gap <= FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS * 60 * MINUTE_MS
}

export type PollOutcome = 'stale' | 'unchanged' | 'moved' | 'escalated' | 'unavailable'

/** One poll of one booking's flight (the `flight_poll` job). Safe to run twice. */
export async function pollBookingFlight(
  db: Database,
  source: FlightStatusSource,
  input: { bookingId: string; polls: number },
  tracking: FlightTracking,
  now: Date,
): Promise<PollOutcome> {
  const row = await findBookingFlight(db, input.bookingId)
  const booking = await findBookingById(db, input.bookingId)
  if (!row || !booking || row.polls !== input.polls) return 'stale'
  if (!isFlightTracked(booking.bookingStatus)) return 'stale'
  let found: FoundFlight
  try {
    found =
      row.scheduledArrival === null
        ? await findFlightFor(source, {
            code: row.code,
            airportCode: row.airportCode,
            pickupAt: booking.pickupTime,
            timezone: booking.timezone,
          })
        : await pollAgain(source, row)
  } catch (error) {
    if (!(error instanceof FlightStatusUnavailable)) throw error
    // The service is busy or down: ask again later, on the same chain, as the schedule says.
    const wait = Math.max(
      (error.retryAfterSeconds ?? 0) * 1000,
      tracking.schedule.finalIntervalMinutes * MINUTE_MS,
    )
    await db.transaction(async (tx) => {
      const locked = await lockBookingFlight(tx, input.bookingId)
      if (!locked || locked.polls !== input.polls) return
      await updateBookingFlight(tx, locked.bookingId, {
        polls: locked.polls + 1,
        lastPolledAt: now,
      })
      await schedulePoll(tx, locked.bookingId, locked.polls + 1, new Date(now.getTime() + wait))
    })
    return 'unavailable'
  }
  return db.transaction((tx) => recordPoll(tx, input, found, tracking, now))
}

async function pollAgain(source: FlightStatusSource, row: BookingFlightRow): Promise<FoundFlight> {
  const report = await pollFlight(source, row)
  // A flight found once and gone now is taken as unchanged rather than lost.
  return { report, problem: flightMismatchOf(row.mismatch), arrivalDate: row.arrivalDate }
}

async function recordPoll(
  tx: Database,
  input: { bookingId: string; polls: number },
  found: FoundFlight,
  tracking: FlightTracking,
  now: Date,
): Promise<PollOutcome> {
  const booking = await lockBooking(tx, input.bookingId)
  const row = await lockBookingFlight(tx, input.bookingId)
  if (!booking || !row || row.polls !== input.polls) return 'stale'
  const polls = row.polls + 1
  const report = found.report
  const known = report ?? null
  const state = known?.state ?? row.state
  const scheduled = known?.scheduledArrival ?? row.scheduledArrival
  const arrivalAt = known?.arrivalAt ?? row.arrivalAt
  await updateBookingFlight(tx, row.bookingId, {
    polls,
    lastPolledAt: now,
    state,
    mismatch: found.problem,
    arrivalDate: found.arrivalDate,
    ...(known
      ? {
          originCode: known.origin.code,
          originName: known.origin.name,
          scheduledArrival: known.scheduledArrival,
          arrivalAt: known.arrivalAt,
          // The pickup was timed by the schedule until a poll moves it.
          timedByArrival: row.timedByArrival ?? known.scheduledArrival,
        }
      : {}),
  })
  const shown = (flight: { state: string; arrivalAt: Date | null; mismatch: string | null }) =>
    `${flight.state} ${flight.arrivalAt?.getTime() ?? ''} ${flight.mismatch ?? ''}`
  if (shown(row) !== shown({ state, arrivalAt, mismatch: found.problem })) {
    await announceFlightChange(tx, booking.id)
  }
  let outcome: PollOutcome = 'unchanged'
  if (known && found.problem === null) {
    const timedBy = row.timedByArrival ?? known.scheduledArrival
    outcome = await followArrival(tx, booking, row, { ...known, timedBy }, tracking, now)
  }
  const arrival = arrivalAt ?? scheduled ?? booking.pickupTime
  const next = nextFlightPollAt(arrival, state, now, tracking.schedule, {
    found: scheduled !== null,
  })
  if (next) await schedulePoll(tx, booking.id, polls, next)
  return outcome
}

type Followed = {
  code: string
  scheduledArrival: Date
  arrivalAt: Date
  state: BookingFlightRow['state']
  timedBy: Date
}

/** Moves the pickup after the flight, or calls in the operators when no rule can. */
async function followArrival(
  tx: Database,
  booking: BookingRow,
  row: BookingFlightRow,
  flight: Followed,
  tracking: FlightTracking,
  now: Date,
): Promise<PollOutcome> {
  const delay = flightDelayMinutes(flight.scheduledArrival, flight.arrivalAt)
  const label = flightDelayLabel(delay, flight.state)
  if (flight.state === 'cancelled' || flight.state === 'diverted') {
    const why = flightMessages.escalatedReason[flight.state](flight.code)
    return escalate(tx, booking, row, why, tracking, now)
  }
  if (Math.abs(delay) > FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS * 60) {
    const why = flightMessages.escalatedReason.late(
      flight.code,
      label,
      FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS,
    )
    return escalate(tx, booking, row, why, tracking, now)
  }
  if (isFinalFlightState(flight.state) && flight.state !== 'landed') return 'unchanged'
  const policy = await waitingPolicyFor(tx, booking.areaId, booking.vehicleId)
  const earliest =
    booking.bookingStatus === 'driver_arrived'
      ? now
      : new Date(now.getTime() + tracking.retimeNoticeMinutes * MINUTE_MS)
  const pickupAt = retimedPickup({
    pickupAt: booking.pickupTime,
    timedByArrival: flight.timedBy,
    arrivalAt: flight.arrivalAt,
    bufferMinutes: policy.arrivalBufferMinutes,
    thresholdMinutes: tracking.retimeThresholdMinutes,
    earliestReachableAt: earliest,
  })
  if (!pickupAt) return 'unchanged'
  if (booking.roundTripTime && pickupAt >= booking.roundTripTime) {
    const why = flightMessages.escalatedReason.pastReturn(flight.code, label)
    return escalate(tx, booking, row, why, tracking, now)
  }
  const arrival = localTime(flight.arrivalAt, booking.timezone)
  const after = await updateBooking(tx, booking.id, { pickupTime: pickupAt })
  await updateBookingFlight(tx, booking.id, { timedByArrival: flight.arrivalAt })
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    at: now,
    actorKind: 'system',
    actorId: null,
    fromStatus: booking.bookingStatus,
    toStatus: booking.bookingStatus,
    reason: flightMessages.movedReason(flight.code, arrival, label),
    details: {
      change: 'pickup_time',
      pickup_time_before: booking.pickupTime.toISOString(),
      pickup_time_after: pickupAt.toISOString(),
      flight: flight.code,
      flight_arrival: flight.arrivalAt.toISOString(),
      flight_delay_minutes: String(delay),
    },
  })
  const staffed = await releaseMovedRide(tx, after, now)
  await bookingChanged(tx, {
    before: booking,
    booking: staffed,
    at: now,
    appBaseUrl: tracking.appBaseUrl,
    // In the driver's language: the driver-jobs module knows whose it is.
    why: (language) =>
      flightMessages.driverWhy(
        flight.code,
        localTime(flight.arrivalAt, booking.timezone, language),
        delay,
        serverI18n(language),
      ),
  })
  const link = await rideLinkForMail(tx, tracking.appBaseUrl, staffed)
  await enqueueMail(
    tx,
    await pickupMovedEmail(
      staffed,
      booking.pickupTime,
      rideLinkLine(link),
      flightMessages.travellerMoved(
        flight.code,
        localTime(flight.arrivalAt, booking.timezone, staffed.language),
        serverI18n(staffed.language),
      ),
    ),
  )
  if (staffed.providerId) {
    const provider = await findProviderContact(tx, staffed.providerId)
    if (provider) {
      await enqueueMail(
        tx,
        await providerPickupMovedMail(provider.email, {
          bookingCode: staffed.bookingCode,
          flight: flight.code,
          pickup: localTime(pickupAt, staffed.timezone),
          jobUrl: `${tracking.appBaseUrl.replace(/\/+$/, '')}/provider/jobs/${staffed.id}`,
        }),
      )
    }
  }
  return 'moved'
}

async function escalate(
  tx: Database,
  booking: BookingRow,
  row: BookingFlightRow,
  why: string,
  tracking: FlightTracking,
  now: Date,
): Promise<PollOutcome> {
  if (row.escalatedAt) return 'unchanged'
  await updateBookingFlight(tx, booking.id, { escalatedAt: now })
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    at: now,
    actorKind: 'system',
    actorId: null,
    fromStatus: booking.bookingStatus,
    toStatus: booking.bookingStatus,
    reason: why,
    details: { change: 'flight_escalated', flight: row.code },
  })
  const link = `${tracking.appBaseUrl.replace(/\/+$/, '')}/ops/bookings/${booking.id}`
  await callInAdmins(tx, {
    bookingId: booking.id,
    mail: {
      subject: flightMessages.escalatedSubject(booking.bookingCode),
      text: flightMessages.escalatedMail(booking.bookingCode, why, link),
    },
    text: flightMessages.escalatedText(booking.bookingCode, why, link),
    dedupeKey: `flight-escalated:${booking.id}`,
  })
  return 'escalated'
}
