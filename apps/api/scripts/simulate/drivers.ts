import { DRIVER_TOKEN_HEADER, type DriverStep, type FlightState } from '@ridelane/domain'
import { and, desc, eq } from 'drizzle-orm'
import { outboundMessages } from '../../src/db/schema'
import { appFor, failed, spansOf, type DriverJob, type SimContext } from './context'
import type { WorldRide } from './world'

// The drivers: each opens the job link texted to them and reports the ride's steps through the
// driver routes at the ride's own times: on the way at the lead margin before pickup, arrived
// five minutes before it, the passenger on board two minutes after it (or after the passenger
// is out of the airport, when their flight is later than the pickup), and completed at the
// estimated drop-off (a round trip's return, an hourly ride's last hour).
//
// The pickup is read from the job page, not the world: a flight can move it. A driver of an
// airport pickup reads the job again when about to set off and before arriving, and when the
// flight's news would have texted them, and plans anew when the pickup moved; a cancelled
// flight stops them (the operators are called in), and a ride taken from them ends their job.

const MINUTE = 60_000
const LINK_MARK = '/driver/jobs/#'

const DRIVER_STEPS = [
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
  'completed',
] as const

/** The token in the newest job link texted to the driver for this ride. */
async function tokenSent(context: SimContext, rideId: string, phone: string) {
  const rows = await context.db
    .select({ body: outboundMessages.body })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.bookingId, rideId), eq(outboundMessages.toNumber, phone)))
    .orderBy(desc(outboundMessages.createdAt))
  const body = rows.find((row) => row.body.includes(LINK_MARK))?.body
  return body?.slice(body.indexOf(LINK_MARK) + LINK_MARK.length).split(/\s/)[0]
}

type JobPage = { pickupAt: Date; flightState: FlightState | null }

/** The job page, or null when the link no longer opens it (the ride went to someone else). */
async function readJob(
  context: SimContext,
  ride: WorldRide,
  token: string,
): Promise<JobPage | null | undefined> {
  const response = await appFor(context, ride).inject({
    url: '/api/v1/driver/job',
    headers: { [DRIVER_TOKEN_HEADER.toLowerCase()]: token },
  })
  if (response.statusCode === 401) return null
  if (response.statusCode !== 200) {
    failed(context, `job ${ride.code}: ${response.statusCode} ${response.body}`)
    return undefined
  }
  const job = response.json().data as {
    pickup_time: string
    flight: { state: FlightState } | null
  }
  return { pickupAt: new Date(job.pickup_time), flightState: job.flight?.state ?? null }
}

/** The ride has its driver: they open the job link they were texted and plan their steps. */
export async function driverGiven(
  context: SimContext,
  ride: WorldRide,
  driverId: string,
  now: Date,
) {
  const driver = context.drivers.get(driverId)
  const token = driver ? await tokenSent(context, ride.id, driver.phone) : undefined
  if (!token) return failed(context, `no job link texted for ${ride.code}`)
  const earlier = context.driverJobs.get(ride.id)
  if (earlier) earlier.over = true
  const job: DriverJob = { ride, token, pickupAt: ride.pickupAt, next: 0, plan: 0, over: false }
  context.driverJobs.set(ride.id, job)
  if (ride.flight && !(await lookAgain(context, job))) return
  planSteps(context, job, now)
}

/**
 * Reads a flight ride's job again: answers whether to go on with the plan as it stands; plans
 * anew (for `now`) when the pickup moved, and ends the job when it is no longer the driver's or
 * the flight was cancelled.
 */
async function lookAgain(context: SimContext, job: DriverJob, now?: Date): Promise<boolean> {
  const page = await readJob(context, job.ride, job.token)
  context.tally.jobReads++
  if (page === undefined) return false
  if (page === null) {
    // Released: the pickup moved to a time this driver could not make. The desks look again.
    job.over = true
    context.tally.released++
    context.lookAgain(job.ride.id)
    return false
  }
  if (page.flightState === 'cancelled' || page.flightState === 'diverted') {
    job.over = true
    context.tally.cancelledFlightStops++
    return false
  }
  if (page.pickupAt.getTime() === job.pickupAt.getTime()) return true
  job.pickupAt = page.pickupAt
  if (now === undefined) return true
  context.tally.replanned++
  planSteps(context, job, now)
  return false
}

/** The flight's service said something new: a driver not yet arrived looks at the job again. */
export async function flightNews(context: SimContext, rideId: string, now: Date) {
  const job = context.driverJobs.get(rideId)
  if (!job || job.over || job.next > 1) return
  await lookAgain(context, job, now)
}

/** Plans the steps still to come by the pickup as last read, from `now`. */
function planSteps(context: SimContext, job: DriverJob, now: Date) {
  const { ride } = job
  const area = context.areas.get(ride.areaId)!
  const pickup = job.pickupAt.getTime()
  const dropOff = spansOf(ride, area, job.pickupAt).at(-1)!.end.getTime()
  const estimated = dropOff - area.rules.buffer_minutes * MINUTE
  // The passenger is at the kerb at the pickup, or when out of the airport after a late landing.
  const ready = ride.flight
    ? Math.max(pickup, ride.flight.arrivalAt.getTime() + ride.flight.gapMinutes * MINUTE)
    : pickup
  const times = [
    pickup - area.rules.lead_margin_minutes * MINUTE,
    pickup - 5 * MINUTE,
    ready + 2 * MINUTE,
    estimated + (ready - pickup),
  ]
  job.plan++
  const plan = job.plan
  // A driver given the ride late sets off at once, and takes each step a minute after the last.
  let at = now.getTime() - MINUTE
  for (let step = job.next; step < DRIVER_STEPS.length; step++) {
    at = Math.max(at + MINUTE, times[step]!)
    context.agenda.plan(new Date(at), () => report(context, job, plan, step))
  }
}

async function report(context: SimContext, job: DriverJob, plan: number, step: number) {
  if (job.over || job.plan !== plan) return
  const now = appFor(context, job.ride).clock.now()
  // About to set off, and about to pull up: a look at the flight's pickup first.
  if (job.ride.flight && step < 2 && !(await lookAgain(context, job, now))) return
  const to: DriverStep = DRIVER_STEPS[step]!
  const response = await appFor(context, job.ride).inject({
    method: 'POST',
    url: '/api/v1/driver/job/status',
    headers: { [DRIVER_TOKEN_HEADER.toLowerCase()]: job.token },
    payload: { to },
  })
  if (response.statusCode === 200) {
    context.tally.steps++
    job.next = step + 1
    if (job.next === DRIVER_STEPS.length) job.over = true
    return
  }
  job.over = true
  context.tally.stuckRides++
  failed(context, `${to} ${job.ride.code}: ${response.statusCode} ${response.body}`)
}
