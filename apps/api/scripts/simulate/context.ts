import { rideOccupancy, type Span } from '@ridelane/domain'
import type { App } from '../../src/app'
import type { Database } from '../../src/db/client'
import type { Agenda } from './agenda'
import type { Random } from './prng'
import type { World, WorldArea, WorldDriver, WorldProvider, WorldRide } from './world'

/** What the simulated providers and drivers did, counted as they did it. */
export type Tally = {
  offersSeen: number
  accepted: number
  declined: number
  /** Declined because the provider had no free driver or no fitting vehicle for the ride. */
  declinedFull: number
  ignored: number
  /** Answers that came too late: the ride was taken or the offer lapsed (409). */
  lateAnswers: number
  assignedByHand: number
  /** A provider looked for a free driver and found none (it looks again later). */
  nobodyFree: number
  steps: number
  /** Rides whose driver had a step refused, and so never got further. */
  stuckRides: number
  /** Drivers of flight rides who read their job again (before setting off, before arriving, on news). */
  jobReads: number
  /** Plans a driver made again because the pickup had moved. */
  replanned: number
  /** Drivers whose ride was taken from them when its pickup moved to a time they could not make. */
  released: number
  /** Drivers who saw their passenger's flight cancelled and did nothing further (operators take over). */
  cancelledFlightStops: number
  /** Calls answered otherwise than expected; the first few are kept in `problems`. */
  failures: number
  problems: string[]
}

export type SimContext = {
  apps: App[]
  db: Database
  world: World
  agenda: Agenda
  /** The providers' and drivers' own chance, apart from the world's. */
  random: Random
  tokens: Map<string, string>
  tally: Tally
  rides: Map<string, WorldRide>
  providers: Map<string, WorldProvider>
  drivers: Map<string, WorldDriver>
  areas: Map<string, WorldArea>
  /** The spans each driver and each vehicle is out on rides, as the desks know them. */
  driverSpans: Map<string, Span[]>
  vehicleSpans: Map<string, Span[]>
  /** Rides each provider holds without a driver yet, by provider id. */
  awaitingDriver: Map<string, Set<string>>
  /** Each ride's driver as the simulated phone knows the job, by ride id (drivers.ts). */
  driverJobs: Map<string, DriverJob>
  /** A ride lost its driver (its pickup moved): the desks look at it again. */
  lookAgain: (rideId: string) => void
}

/** A driver's job as their phone shows it. */
export type DriverJob = {
  ride: WorldRide
  token: string
  /** The pickup as the driver last read it. */
  pickupAt: Date
  /** The next step to report, of DRIVER_STEPS. */
  next: number
  /** Bumped when the driver plans anew: the steps planned before are dropped. */
  plan: number
  /** Released, stuck on a refused step, stopped on a cancelled flight, or done. */
  over: boolean
}

/** Notes that a provider holds a ride without a driver, or (driver given) no longer. */
export function holding(context: SimContext, providerId: string, rideId: string, held: boolean) {
  const rides = context.awaitingDriver.get(providerId) ?? new Set<string>()
  if (held) rides.add(rideId)
  else rides.delete(rideId)
  context.awaitingDriver.set(providerId, rides)
}

/** The API process a ride's calls go to: with two processes, every other ride on each. */
export const appFor = (context: SimContext, ride: WorldRide) =>
  context.apps[ride.index % context.apps.length]!

export function newTally(): Tally {
  return {
    offersSeen: 0,
    accepted: 0,
    declined: 0,
    declinedFull: 0,
    ignored: 0,
    lateAnswers: 0,
    assignedByHand: 0,
    nobodyFree: 0,
    steps: 0,
    stuckRides: 0,
    jobReads: 0,
    replanned: 0,
    released: 0,
    cancelledFlightStops: 0,
    failures: 0,
    problems: [],
  }
}

export function failed(context: SimContext, what: string) {
  context.tally.failures++
  if (context.tally.problems.length < 10) context.tally.problems.push(what)
}

/**
 * The spans a ride keeps its driver (and vehicle) busy, by the domain's rule and its area's; at
 * `pickupAt` when the pickup moved from the world's.
 */
export function spansOf(ride: WorldRide, area: WorldArea, pickupAt = ride.pickupAt): Span[] {
  return rideOccupancy(
    {
      rideType: ride.kind === 'hourly' ? 'hourly' : 'one-way',
      pickupAt,
      returnAt: ride.returnAt,
      durationHours: ride.hours,
      days: null,
      pickup: ride.pickup,
      dropoff: ride.dropoff,
    },
    area.road,
    {
      leadMarginMinutes: area.rules.lead_margin_minutes,
      bufferMinutes: area.rules.buffer_minutes,
    },
  )
}
