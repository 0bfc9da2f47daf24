import {
  defaultWaitingPolicy,
  spansOverlap,
  type NoShowEvidence,
  type Span,
} from '@ridelane/domain'
import { asc } from 'drizzle-orm'
import {
  bookingEvents,
  bookingFlights,
  bookings,
  rideOffers,
  scheduledJobs,
  serviceAreas,
} from '../../src/db/schema'
import { rideSpansReader } from '../../src/modules/bookings'
import type { SimContext, Tally } from './context'

// The day's figures, worked out afresh from what the database holds at the end (the bookings,
// their timelines and the offers), not from what the simulator believes it did: overlapping
// assignments by the spans assignment itself reads (rideSpansReader) and spansOverlap over each
// driver's rides.

const MINUTE = 60_000

export type UnstaffedRide = { code: string; area: string; pickup: string; escalated: boolean }

export type SimReport = {
  rides: number
  completed: number
  /** Share of rides that found a provider and a driver without an operator. */
  untouched: number
  acceptP50Seconds: number
  acceptP95Seconds: number
  escalated: number
  overlaps: number
  /** Rides without a driver 60 minutes before pickup. */
  unstaffed: UnstaffedRide[]
  /** The same provider asked alone twice, or everyone asked twice, for one ride. */
  duplicateOffers: number
  /** Scheduled jobs given up after their last attempt. */
  failedJobs: number
  offers: { sent: number; autoAccepted: number; lapsed: number; autoAssigned: number }
  flights: FlightFigures
  tally: Omit<Tally, 'problems'>
  problems: string[]
  run: {
    processes: number
    database: string
    ticks: number
    wallSeconds: number
    cpuSeconds: number
    /** Wall seconds by part of the simulated minute. */
    phaseSeconds: Record<string, number>
  }
}

/** What the airport pickups' flights did to the rides (flights.ts). */
export type FlightFigures = {
  /** Bookings whose flight the app tracked (a booking_flights row). */
  tracked: number
  /** Rides whose pickup the tracker moved after their flight. */
  moved: number
  /** Of those, rides moved when their flight landed (the service knew no sooner). */
  movedAtLanding: number
  /**
   * Share of the rides moved on news the service had before the landing whose last such move
   * came before their driver set off; 1 when there were none.
   */
  retimedBeforeDeparture: number
  /** Rides whose driver waited past the free waiting from arriving to the passenger on board. */
  longWaits: number
  /** Of those, rides whose flight's new time was known 30 minutes or more before the driver arrived: must be 0. */
  lateKnownWaits: number
  /** No-shows whose timeline entry lacks the driver's evidence: must be 0. */
  noShowWithoutEvidence: number
  /**
   * Rides of one driver that met only because a flight moved one of them after its driver had
   * set off (not a double assignment: no dispatch step could see it coming).
   */
  movedOnTheWayClashes: number
  /** Flights the tracker saw cancelled. */
  cancelled: number
  /** Rides the tracker handed to the operators (cancelled, diverted, too late to follow). */
  escalated: number
}

/** What a driver's no-show must record (packages/domain waiting-policy.ts). */
const NO_SHOW_EVIDENCE = [
  'driver_arrived_at',
  'free_waiting_until',
  'position_lat',
  'position_lng',
  'position_at',
  'distance_m',
] as const satisfies ReadonlyArray<keyof NoShowEvidence>

/** A flight's new time known this long before the driver arrived leaves no excuse to wait. */
const KNOWN_BEFORE_ARRIVAL_MINUTES = 30

/** The nearest-rank percentile of sorted figures; 0 for none. */
function percentile(sorted: readonly number[], share: number) {
  if (sorted.length === 0) return 0
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!
}

type Event = typeof bookingEvents.$inferSelect

export async function buildReport(context: SimContext, run: SimReport['run']): Promise<SimReport> {
  const { db } = context
  const [rows, events, offers, jobs, flightRows, areaRows] = await Promise.all([
    db.select().from(bookings),
    db.select().from(bookingEvents).orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    db.select().from(rideOffers),
    db.select({ status: scheduledJobs.status }).from(scheduledJobs),
    db.select({ state: bookingFlights.state }).from(bookingFlights),
    db
      .select({ id: serviceAreas.id, freeMinutes: serviceAreas.freeWaitingAirportMinutes })
      .from(serviceAreas),
  ])
  const eventsOf = new Map<string, Event[]>()
  for (const event of events) {
    const list = eventsOf.get(event.bookingId) ?? []
    list.push(event)
    eventsOf.set(event.bookingId, list)
  }
  // Each ride's span as assignment reads it: the area's road figures and margins.
  const spansOf = rideSpansReader(db)

  const acceptSeconds: number[] = []
  const unstaffed: UnstaffedRide[] = []
  let untouched = 0
  let autoAccepted = 0
  let autoAssigned = 0
  type Driven = {
    id: string
    /** As dispatch could know them: before any move made after the driver set off. */
    spans: Span[]
    /** As the ride ended up. */
    finalSpans: Span[]
    assignedAt: number
    doneAt: number | null
  }
  const byDriver = new Map<string, Driven[]>()
  for (const booking of rows) {
    const timeline = eventsOf.get(booking.id) ?? []
    const confirmed = timeline.find((event) => event.toStatus === 'confirmed')
    const taken = timeline.find(
      (event) => event.toStatus === 'assigned' && event.actorKind === 'provider',
    )
    const staffing = timeline.filter(
      (event) => event.toStatus === 'assigned' && event.details.driver_id,
    )
    const done = timeline.find((event) =>
      ['completed', 'no_show', 'cancelled'].includes(event.toStatus),
    )
    for (const event of timeline) {
      if (event.toStatus !== 'assigned' || event.details.automatic !== 'true') continue
      if (event.details.offer_id) autoAccepted++
      else if (event.details.driver_id) autoAssigned++
    }
    if (confirmed && taken) acceptSeconds.push((taken.at.getTime() - confirmed.at.getTime()) / 1000)
    const pickup = booking.pickupTime.getTime()
    const staffedAt = staffing[0]?.at.getTime()
    const escalated = booking.dispatchEscalatedAt !== null
    // Whether it had a driver an hour before the pickup: given one by then, and not released
    // since (a flight that moved the pickup to a time the driver could not make).
    const cutOff = pickup - 60 * MINUTE
    const lastChange = timeline
      .filter((event) => event.at.getTime() <= cutOff)
      .findLast((event) => event.details.released === 'true' || staffing.includes(event))
    if (!lastChange || lastChange.details.released === 'true') {
      unstaffed.push({
        code: booking.bookingCode,
        area: booking.areaId ?? '',
        pickup: booking.pickupTime.toISOString(),
        escalated,
      })
    }
    const byOperator = timeline.some((event) => event.actorKind === 'operator')
    if (!byOperator && !escalated && staffedAt !== undefined && staffedAt <= pickup) untouched++

    if (!booking.driverId) continue
    const finalSpans = await spansOf(booking)
    // A flight that moved the pickup once the driver was on the way moved it past anything
    // dispatch could do: the ride holds the driver as it stood when they set off.
    const setOff = entered(timeline, 'driver_en_route')
    const movedOnTheWay = setOff
      ? timeline.find(
          (event) =>
            event.details.change === 'pickup_time' && event.details.flight && event.at >= setOff.at,
        )
      : undefined
    const spans = movedOnTheWay
      ? await spansOf({
          ...booking,
          pickupTime: new Date(movedOnTheWay.details.pickup_time_before!),
        })
      : finalSpans
    const givenToThisDriver = staffing.filter((e) => e.details.driver_id === booking.driverId)
    const list = byDriver.get(booking.driverId) ?? []
    list.push({
      id: booking.id,
      spans,
      finalSpans,
      assignedAt: givenToThisDriver.at(-1)!.at.getTime(),
      doneAt: done?.at.getTime() ?? null,
    })
    byDriver.set(booking.driverId, list)
  }

  // Two rides of one driver overlap when their spans meet while both were still to be driven:
  // a ride completed before the other was given to the driver no longer holds them. Rides that
  // met only after a flight moved one of them with its driver on the way are counted apart.
  let overlaps = 0
  let movedOnTheWayClashes = 0
  const meet = (a: Span[], b: Span[]) =>
    a.some((span) => b.some((other) => spansOverlap(span, other)))
  for (const rides of byDriver.values()) {
    for (let i = 0; i < rides.length; i++) {
      for (let j = i + 1; j < rides.length; j++) {
        const [a, b] = [rides[i]!, rides[j]!]
        const [earlier, later] = a.assignedAt <= b.assignedAt ? [a, b] : [b, a]
        if (earlier.doneAt !== null && earlier.doneAt <= later.assignedAt) continue
        if (meet(a.spans, b.spans)) overlaps++
        else if (meet(a.finalSpans, b.finalSpans)) movedOnTheWayClashes++
      }
    }
  }

  acceptSeconds.sort((x, y) => x - y)
  const { problems, ...tally } = context.tally
  return {
    rides: rows.length,
    completed: rows.filter((row) => row.bookingStatus === 'completed').length,
    untouched: rows.length === 0 ? 0 : untouched / rows.length,
    acceptP50Seconds: percentile(acceptSeconds, 0.5),
    acceptP95Seconds: percentile(acceptSeconds, 0.95),
    escalated: rows.filter((row) => row.dispatchEscalatedAt !== null).length,
    overlaps,
    unstaffed: unstaffed.sort(
      (x, y) => x.pickup.localeCompare(y.pickup) || x.code.localeCompare(y.code),
    ),
    duplicateOffers: duplicateOffers(offers, events),
    failedJobs: jobs.filter((job) => job.status === 'failed').length,
    offers: {
      sent: offers.length,
      autoAccepted,
      lapsed: offers.filter((offer) => offer.status === 'expired').length,
      autoAssigned,
    },
    flights: {
      ...flightFigures(context, rows, eventsOf, flightRows, areaRows),
      movedOnTheWayClashes,
    },
    tally,
    problems,
    run,
  }
}

/** A move into a status, not a change made while in it (those keep their status). */
const entered = (timeline: readonly Event[], status: string) =>
  timeline.find((event) => event.toStatus === status && event.fromStatus !== status)

function flightFigures(
  context: SimContext,
  rows: ReadonlyArray<typeof bookings.$inferSelect>,
  eventsOf: Map<string, Event[]>,
  flightRows: ReadonlyArray<{ state: string }>,
  areaRows: ReadonlyArray<{ id: string; freeMinutes: number }>,
): Omit<FlightFigures, 'movedOnTheWayClashes'> {
  const freeMinutes = new Map(areaRows.map((area) => [area.id, area.freeMinutes]))
  let moved = 0
  let movedAtLanding = 0
  let movedOnEstimate = 0
  let retimedBefore = 0
  let longWaits = 0
  let lateKnownWaits = 0
  let noShowWithoutEvidence = 0
  let escalated = 0
  for (const booking of rows) {
    const timeline = eventsOf.get(booking.id) ?? []
    if (timeline.some((event) => event.details.change === 'flight_escalated')) escalated++
    for (const event of timeline) {
      if (event.toStatus !== 'no_show' || event.fromStatus === 'no_show') continue
      if (NO_SHOW_EVIDENCE.some((key) => !event.details[key])) noShowWithoutEvidence++
    }
    if (!booking.flightNumber) continue
    const moves = timeline.filter(
      (event) => event.details.change === 'pickup_time' && event.details.flight,
    )
    // A move on news the service had only when the flight landed (the simulated world's record).
    const flight = context.rides.get(booking.id)?.flight
    const atLanding = (event: Event) =>
      flight !== null && flight !== undefined && flight.knownAtLanding && event.at >= flight.knownAt
    if (moves.length > 0) moved++
    if (moves.some(atLanding)) movedAtLanding++
    const setOff = entered(timeline, 'driver_en_route')
    const lastEstimate = moves.filter((event) => !atLanding(event)).at(-1)
    if (lastEstimate) {
      movedOnEstimate++
      if (!setOff || lastEstimate.at < setOff.at) retimedBefore++
    }
    const arrived = entered(timeline, 'driver_arrived')
    const onBoard = entered(timeline, 'passenger_on_board')
    if (!arrived || !onBoard) continue
    const free =
      freeMinutes.get(booking.areaId ?? '') ?? defaultWaitingPolicy.freeMinutesAirportArrival
    if (onBoard.at.getTime() - arrived.at.getTime() <= free * MINUTE) continue
    longWaits++
    // When the service knew the flight's new time.
    const changed = flight && (flight.outcome === 'early' || flight.outcome === 'delayed')
    const knownBy = arrived.at.getTime() - KNOWN_BEFORE_ARRIVAL_MINUTES * MINUTE
    if (changed && flight.knownAt.getTime() <= knownBy) lateKnownWaits++
  }
  return {
    tracked: flightRows.length,
    moved,
    movedAtLanding,
    retimedBeforeDeparture: movedOnEstimate === 0 ? 1 : retimedBefore / movedOnEstimate,
    longWaits,
    lateKnownWaits,
    noShowWithoutEvidence,
    cancelled: flightRows.filter((row) => row.state === 'cancelled').length,
    escalated,
  }
}

/**
 * Offers sent twice: a provider holding two offers of one ride open at the same time, or a ride
 * offered to everyone at once twice. Either is one dispatch step run twice.
 */
function duplicateOffers(
  offers: Array<typeof rideOffers.$inferSelect>,
  events: readonly Event[],
): number {
  let duplicates = 0
  const byPair = new Map<string, Array<typeof rideOffers.$inferSelect>>()
  for (const offer of offers) {
    const key = `${offer.bookingId}:${offer.providerId}`
    byPair.set(key, [...(byPair.get(key) ?? []), offer])
  }
  for (const list of byPair.values()) {
    list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    for (let i = 1; i < list.length; i++) {
      if (list[i]!.createdAt < list[i - 1]!.expiresAt && list[i - 1]!.status !== 'declined') {
        duplicates++
      }
    }
  }
  const broadcasts = new Map<string, number>()
  for (const event of events) {
    if (event.details.change !== 'offered' || event.details.offered_to !== 'area') continue
    broadcasts.set(event.bookingId, (broadcasts.get(event.bookingId) ?? 0) + 1)
  }
  for (const count of broadcasts.values()) duplicates += count - 1
  return duplicates
}

/** The report as printed; its last line is the one to compare runs by. */
export function formatReport(report: SimReport): string[] {
  const { run, tally, offers, flights } = report
  const perThousand = report.rides === 0 ? 0 : (run.cpuSeconds / report.rides) * 1000
  const lines = [
    `rides                               ${report.rides} (${report.completed} completed)`,
    `untouched (no operator needed)      ${report.untouched.toFixed(3)}`,
    `confirmation to accepted            p50 ${report.acceptP50Seconds} s, p95 ${report.acceptP95Seconds} s`,
    `escalated to operators              ${report.escalated}`,
    `overlapping assignments             ${report.overlaps}`,
    `without a driver 60 min before      ${report.unstaffed.length}`,
    ...report.unstaffed.map(
      (ride) =>
        `  ${ride.code} ${ride.area} pickup ${ride.pickup}${ride.escalated ? ' (escalated)' : ' (not escalated)'}`,
    ),
    `offers sent                         ${offers.sent} (${offers.autoAccepted} taken by auto-accept, ${offers.lapsed} lapsed)`,
    `desk answers                        ${tally.accepted} accepted, ${tally.declined} declined (${tally.declinedFull} for want of a free driver or vehicle), ${tally.ignored} left to lapse, ${tally.lateAnswers} too late`,
    `drivers given                       ${offers.autoAssigned} by auto-assign, ${tally.assignedByHand} by the desks (${tally.nobodyFree} times nobody was free yet)`,
    `flights                             ${flights.tracked} tracked, ${flights.moved} moved the pickup (${flights.movedAtLanding} only at landing), ${flights.cancelled} cancelled, ${flights.escalated} handed to operators`,
    `retimed before the driver set off   ${flights.retimedBeforeDeparture.toFixed(2)} of the rides moved before their flight's landing was the news`,
    `rides met after a move on the way   ${flights.movedOnTheWayClashes} (a flight moved a ride into the driver's next one after they set off)`,
    `waits past the free waiting         ${flights.longWaits} (${flights.lateKnownWaits} for a flight known late 30 min before the driver arrived)`,
    `no-shows without evidence           ${flights.noShowWithoutEvidence}`,
    `drivers and their job pages         ${tally.jobReads} reads, ${tally.replanned} plans made anew, ${tally.released} released from a moved ride, ${tally.cancelledFlightStops} stopped on a cancelled flight`,
    `duplicate offers                    ${report.duplicateOffers}`,
    `failed jobs                         ${report.failedJobs}`,
    `driver steps reported               ${tally.steps} (${tally.stuckRides} rides stuck on a refused step)`,
    `unexpected answers                  ${tally.failures}`,
    ...report.problems.map((problem) => `  ${problem}`),
    `run                                 ${run.database}, ${run.processes} process${run.processes === 1 ? '' : 'es'}, ${run.ticks} simulated minutes run, ${run.wallSeconds.toFixed(0)} s wall`,
    `wall seconds by part                ${Object.entries(run.phaseSeconds)
      .map(([phase, seconds]) => `${phase} ${seconds}`)
      .join(', ')}`,
    `API CPU                             ${run.cpuSeconds.toFixed(1)} s${run.database === 'pglite' ? ' (the embedded database’s work included)' : ''}`,
    `simulate: rides=${report.rides} untouched=${report.untouched.toFixed(3)} overlaps=${report.overlaps} unstaffed=${report.unstaffed.length} escalated=${report.escalated} accept_p95_s=${report.acceptP95Seconds} flights_moved=${flights.moved} retimed_before_departure=${flights.retimedBeforeDeparture.toFixed(2)} late_known_waits=${flights.lateKnownWaits} noshow_without_evidence=${flights.noShowWithoutEvidence} api_cpu_s_per_1000=${perThousand.toFixed(1)}`,
  ]
  return lines
}
