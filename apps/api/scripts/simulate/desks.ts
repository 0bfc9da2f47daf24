import { spansOverlap } from '@ridelane/domain'
import {
  driversBusyReasons,
  findBookingById,
  vehiclesBusyReasons,
} from '../../src/modules/bookings'
import { appFor, failed, holding, spansOf, type SimContext } from './context'
import type { WorldProvider, WorldRide } from './world'

// The providers' desks: each answers the offers it sees in its portal after its own delay and by
// its own odds (accept, decline, let it lapse), through the portal's routes; it takes a ride only
// when it has a fitting vehicle and a free driver for it, and gives the rides it took a driver by
// hand when its auto-assign did not.

const MINUTE = 60_000
const later = (from: Date, minutes: number) => new Date(from.getTime() + minutes * MINUTE)

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

function fittingVehicles(provider: WorldProvider, ride: WorldRide) {
  return provider.vehicles.filter(
    (vehicle) => vehicle.classId === ride.classId && vehicle.seats >= ride.passengers,
  )
}

/**
 * Whether the desk sees a fitting vehicle and a driver free for the ride in its own books, beyond
 * the drivers it owes the rides it took at the same time and has not yet given anyone.
 */
async function canTake(context: SimContext, provider: WorldProvider, ride: WorldRide) {
  const fitting = fittingVehicles(provider, ride)
  if (fitting.length === 0) return false
  const booking = await findBookingById(context.db, ride.id)
  if (!booking) return false
  const vehiclesBusy = await vehiclesBusyReasons(
    context.db,
    booking,
    fitting.map((vehicle) => ({ id: vehicle.id, makeModel: vehicle.model, plate: vehicle.plate })),
  )
  if (![...vehiclesBusy.values()].some((reason) => reason === null)) return false
  const busy = await driversBusyReasons(context.db, booking, provider.drivers)
  const free = [...busy.values()].filter((reason) => reason === null).length
  const spans = spansOf(ride, context.areas.get(ride.areaId)!)
  const owed = [...(context.awaitingDriver.get(provider.id) ?? [])].filter((id) => {
    const other = context.rides.get(id)!
    const theirs = spansOf(other, context.areas.get(other.areaId)!)
    return theirs.some((span) => spans.some((mine) => spansOverlap(span, mine)))
  }).length
  return free > owed
}

/** A new offer the desk has seen: it decides now, and answers after its delay. */
export function offerSeen(
  context: SimContext,
  provider: WorldProvider,
  ride: WorldRide,
  now: Date,
) {
  const { behaviour } = provider
  context.tally.offersSeen++
  const choice = context.random.weighted([behaviour.accept, behaviour.decline, behaviour.ignore])
  const delay = context.random.int(behaviour.answer_minutes[0], behaviour.answer_minutes[1])
  if (choice === 2) {
    context.tally.ignored++
    return
  }
  context.agenda.plan(later(now, delay), () =>
    answer(context, provider, ride, choice === 0 ? 'accept' : 'decline'),
  )
}

async function answer(
  context: SimContext,
  provider: WorldProvider,
  ride: WorldRide,
  wanted: 'accept' | 'decline',
) {
  let to = wanted
  if (to === 'accept' && !(await canTake(context, provider, ride))) {
    to = 'decline'
    context.tally.declinedFull++
  }
  const response = await appFor(context, ride).inject({
    method: 'POST',
    url: `/api/v1/provider/jobs/${ride.id}/${to}`,
    headers: bearer(context.tokens.get(provider.id)!),
  })
  if (response.statusCode === 200 && to === 'accept') {
    context.tally.accepted++
    holding(context, provider.id, ride.id, true)
  } else if (response.statusCode === 200) context.tally.declined++
  else if (response.statusCode === 409) context.tally.lateAnswers++
  else failed(context, `${to} ${ride.code}: ${response.statusCode} ${response.body}`)
}

/** The desk gives a ride it holds one of its free drivers, after its delay. */
export function planAssignment(
  context: SimContext,
  provider: WorldProvider,
  ride: WorldRide,
  now: Date,
) {
  const [low, high] = provider.assign_minutes
  context.agenda.plan(later(now, context.random.int(low, high)), () =>
    assign(context, provider, ride),
  )
}

async function assign(context: SimContext, provider: WorldProvider, ride: WorldRide) {
  const booking = await findBookingById(context.db, ride.id)
  if (!booking || booking.providerId !== provider.id || booking.driverId) return
  if (booking.bookingStatus !== 'assigned') return
  const app = appFor(context, ride)
  const now = app.clock.now()
  const retry = (minutes: number) => {
    // Until the pickup; after that the ride is lost to this desk.
    if (later(now, minutes) < ride.pickupAt) {
      context.agenda.plan(later(now, minutes), () => assign(context, provider, ride))
    }
  }
  const headers = bearer(context.tokens.get(provider.id)!)
  const listed = await app.inject({ url: `/api/v1/provider/jobs/${ride.id}/drivers`, headers })
  if (listed.statusCode !== 200) return failed(context, `drivers ${ride.code}: ${listed.body}`)
  const drivers = (listed.json().data.drivers as Array<{ id: string; free: boolean }>).filter(
    (driver) => driver.free,
  )
  if (drivers.length === 0) {
    context.tally.nobodyFree++
    return retry(15)
  }
  // The desk chains rides: the free driver whose last ride ends nearest before this one starts,
  // else (nobody has one before it) the one with the fewest rides.
  const spans = spansOf(ride, context.areas.get(ride.areaId)!)
  const start = spans[0]!.start.getTime()
  const fit = (id: string) => {
    const booked = context.driverSpans.get(id) ?? []
    const before = booked.map((span) => span.end.getTime()).filter((end) => end <= start)
    return [before.length > 0 ? start - Math.max(...before) : Infinity, booked.length] as const
  }
  const driver = drivers.reduce((best, next) => {
    const [gap, load] = fit(next.id)
    const [bestGap, bestLoad] = fit(best.id)
    return gap < bestGap || (gap === bestGap && load < bestLoad) ? next : best
  })
  // A fitting vehicle the portal shows as free, smallest first.
  const shown = await app.inject({ url: `/api/v1/provider/jobs/${ride.id}/vehicles`, headers })
  if (shown.statusCode !== 200) return failed(context, `vehicles ${ride.code}: ${shown.body}`)
  const free = new Set(
    (shown.json().data.vehicles as Array<{ id: string; free: boolean }>)
      .filter((vehicle) => vehicle.free)
      .map((vehicle) => vehicle.id),
  )
  const vehicle = fittingVehicles(provider, ride)
    .filter((candidate) => free.has(candidate.id))
    .sort((a, b) => a.seats - b.seats)[0]
  if (!vehicle) {
    context.tally.nobodyFree++
    return retry(15)
  }
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/provider/jobs/${ride.id}/assignment`,
    headers,
    payload: { driver_id: driver.id, vehicle_id: vehicle.id },
  })
  if (response.statusCode === 200) context.tally.assignedByHand++
  else if (response.statusCode === 409) retry(5)
  else failed(context, `assign ${ride.code}: ${response.statusCode} ${response.body}`)
}
