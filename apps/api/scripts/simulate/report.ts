import { spansOverlap, type Span } from '@ridelane/domain'
import { asc } from 'drizzle-orm'
import { bookingEvents, bookings, rideOffers, scheduledJobs } from '../../src/db/schema'
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

/** The nearest-rank percentile of sorted figures; 0 for none. */
function percentile(sorted: readonly number[], share: number) {
  if (sorted.length === 0) return 0
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!
}

type Event = typeof bookingEvents.$inferSelect

export async function buildReport(context: SimContext, run: SimReport['run']): Promise<SimReport> {
  const { db } = context
  const [rows, events, offers, jobs] = await Promise.all([
    db.select().from(bookings),
    db.select().from(bookingEvents).orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    db.select().from(rideOffers),
    db.select({ status: scheduledJobs.status }).from(scheduledJobs),
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
  type Driven = { id: string; spans: Span[]; assignedAt: number; doneAt: number | null }
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
    if (staffedAt === undefined || staffedAt > pickup - 60 * MINUTE) {
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
    const spans = await spansOf(booking)
    const givenToThisDriver = staffing.filter((e) => e.details.driver_id === booking.driverId)
    const list = byDriver.get(booking.driverId) ?? []
    list.push({
      id: booking.id,
      spans,
      assignedAt: givenToThisDriver.at(-1)!.at.getTime(),
      doneAt: done?.at.getTime() ?? null,
    })
    byDriver.set(booking.driverId, list)
  }

  // Two rides of one driver overlap when their spans meet while both were still to be driven:
  // a ride completed before the other was given to the driver no longer holds them.
  let overlaps = 0
  for (const rides of byDriver.values()) {
    for (let i = 0; i < rides.length; i++) {
      for (let j = i + 1; j < rides.length; j++) {
        const [a, b] = [rides[i]!, rides[j]!]
        const meet = a.spans.some((span) => b.spans.some((other) => spansOverlap(span, other)))
        if (!meet) continue
        const [earlier, later] = a.assignedAt <= b.assignedAt ? [a, b] : [b, a]
        if (earlier.doneAt === null || earlier.doneAt > later.assignedAt) overlaps++
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
    tally,
    problems,
    run,
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
  const { run, tally, offers } = report
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
    `simulate: rides=${report.rides} untouched=${report.untouched.toFixed(3)} overlaps=${report.overlaps} unstaffed=${report.unstaffed.length} escalated=${report.escalated} accept_p95_s=${report.acceptP95Seconds} api_cpu_s_per_1000=${perThousand.toFixed(1)}`,
  ]
  return lines
}
