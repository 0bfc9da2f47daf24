import { DRIVER_TOKEN_HEADER, type DriverStep } from '@ridelane/domain'
import { and, desc, eq } from 'drizzle-orm'
import { outboundMessages } from '../../src/db/schema'
import { appFor, failed, spansOf, type SimContext } from './context'
import type { WorldRide } from './world'

// The drivers: each opens the job link texted to them and reports the ride's steps through the
// driver routes at the ride's own times: on the way at the lead margin before pickup, arrived
// five minutes before it, the passenger on board two minutes after it, and completed at the
// estimated drop-off (a round trip's return, an hourly ride's last hour).

const MINUTE = 60_000
const LINK_MARK = '/driver/jobs/#'

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

/** The ride has its driver: plan their steps through the job link they were texted. */
export async function driverGiven(
  context: SimContext,
  ride: WorldRide,
  driverId: string,
  now: Date,
) {
  const driver = context.drivers.get(driverId)
  const token = driver ? await tokenSent(context, ride.id, driver.phone) : undefined
  if (!token) return failed(context, `no job link texted for ${ride.code}`)
  const area = context.areas.get(ride.areaId)!
  const spans = spansOf(ride, area)
  const dropOff = spans.at(-1)!.end.getTime() - area.rules.buffer_minutes * MINUTE
  const pickup = ride.pickupAt.getTime()
  const steps: Array<[DriverStep, number]> = []
  // A driver given the ride late sets off at once, and takes each step a minute after the last.
  let at = now.getTime() - MINUTE
  for (const [step, time] of [
    ['driver_en_route', pickup - area.rules.lead_margin_minutes * MINUTE],
    ['driver_arrived', pickup - 5 * MINUTE],
    ['passenger_on_board', pickup + 2 * MINUTE],
    ['completed', dropOff],
  ] as const) {
    at = Math.max(at + MINUTE, time)
    steps.push([step, at])
  }
  // A step refused leaves the ride where it was: the later steps would only be refused too.
  const job = { token, stuck: false }
  for (const [step, time] of steps) {
    context.agenda.plan(new Date(time), () => report(context, ride, job, step))
  }
}

async function report(
  context: SimContext,
  ride: WorldRide,
  job: { token: string; stuck: boolean },
  to: DriverStep,
) {
  if (job.stuck) return
  const { token } = job
  const response = await appFor(context, ride).inject({
    method: 'POST',
    url: '/api/v1/driver/job/status',
    headers: { [DRIVER_TOKEN_HEADER.toLowerCase()]: token },
    payload: { to },
  })
  if (response.statusCode === 200) return void context.tally.steps++
  job.stuck = true
  context.tally.stuckRides++
  failed(context, `${to} ${ride.code}: ${response.statusCode} ${response.body}`)
}
