import { straightLineKm, type LatLng } from '../driver/driver-eta'
import { wording, type Wording } from '../language/translator'

// Waiting at the pickup and the no-show rule (docs/decisions/036-flight-tracking.md#waiting):
// each service area sets them in the catalogue, a vehicle class may charge its own rate, and
// these are the defaults new areas start with (the figures the terms and the FAQ quote).

const MINUTE_MS = 60_000

/** Extra waiting is charged per started block of this many minutes. */
export const WAITING_BLOCK_MINUTES = 15

export type WaitingPolicy = {
  /** Free waiting after an airport arrival, from the landing (or the pickup, if later). */
  freeMinutesAirportArrival: number
  /** Free waiting at any other pickup, from the pickup time. */
  freeMinutesOther: number
  /** The charge for each started WAITING_BLOCK_MINUTES after the free time, in USD cents. */
  chargeCentsPerBlock: number
  /** A no-show needs the driver's shared position at most this far from the pickup. */
  noShowRadiusMeters: number
  /** From landing to pickup, when a flight's new arrival re-times the pickup. */
  arrivalBufferMinutes: number
}

export const defaultWaitingPolicy: WaitingPolicy = {
  freeMinutesAirportArrival: 60,
  freeMinutesOther: 15,
  chargeCentsPerBlock: 1000,
  noShowRadiusMeters: 300,
  arrivalBufferMinutes: 60,
}

/** The free waiting a pickup gets under `policy`: longer after an airport arrival. */
export function freeWaitingMinutes(policy: WaitingPolicy, isAirportArrival: boolean): number {
  return isAirportArrival ? policy.freeMinutesAirportArrival : policy.freeMinutesOther
}

export type WaitingFacts = {
  pickupAt: Date
  isAirportArrival: boolean
  /** When the driver reported arriving; waiting starts no earlier. */
  driverArrivedAt: Date | null
  /** The flight's actual landing, when the pickup waits for one and it has landed. */
  landedAt?: Date | null
}

/**
 * When the free waiting ends: its minutes counted from the latest of the pickup time, the
 * driver's arrival and the flight's landing, so a driver early or a flight late never eats into
 * the traveller's free time.
 */
export function waitingFreeUntil(facts: WaitingFacts, policy: WaitingPolicy): Date {
  const start = Math.max(
    facts.pickupAt.getTime(),
    facts.driverArrivedAt?.getTime() ?? 0,
    facts.isAirportArrival ? (facts.landedAt?.getTime() ?? 0) : 0,
  )
  return new Date(start + freeWaitingMinutes(policy, facts.isAirportArrival) * MINUTE_MS)
}

export type WaitingCharge = {
  /** Whole minutes waited past the free time. */
  extraMinutes: number
  /** Started blocks of WAITING_BLOCK_MINUTES. */
  blocks: number
  cents: number
}

/** What waiting until `endedAt` (the passenger got in, or the no-show) costs beyond the free time. */
export function waitingCharge(
  freeUntil: Date,
  endedAt: Date,
  chargeCentsPerBlock: number,
): WaitingCharge {
  const extraMs = Math.max(0, endedAt.getTime() - freeUntil.getTime())
  const blocks = Math.ceil(extraMs / (WAITING_BLOCK_MINUTES * MINUTE_MS))
  return {
    extraMinutes: Math.floor(extraMs / MINUTE_MS),
    blocks,
    cents: blocks * chargeCentsPerBlock,
  }
}

/**
 * Why a driver may not report a no-show yet, marked for the domain's catalogue: those with figures
 * in them are `Wording`s, written in the driver's language by whoever shows them (the API's error
 * handler, by the page's Accept-Language; docs/decisions/052-server-messages.md).
 */
export const noShowMessages = {
  /** `time`: the free waiting's end on the pickup's clock ('10:45'). */
  notYet: (time: string): Wording =>
    wording(
      /*i18n*/ 'The free waiting runs until {time} (local time): a no-show can be reported only after it.',
      { time },
    ),
  noPosition:
    /*i18n*/ 'Share your location first: a no-show needs your phone’s position at the pickup as evidence.',
  tooFar: (meters: number, radiusMeters: number): Wording =>
    wording(
      /*i18n*/ 'Your phone places you about {metres} m from the pickup. A no-show can be reported only within {radius} m of it.',
      { metres: Math.round(meters), radius: radiusMeters },
    ),
} as const

/** What a no-show records as its evidence (the timeline entry's details). */
export type NoShowEvidence = {
  driver_arrived_at: string
  free_waiting_until: string
  position_lat: string
  position_lng: string
  position_at: string
  distance_m: string
}

export type NoShowCheck =
  | { ok: true; evidence: NoShowEvidence }
  | { ok: false; reason: 'not_yet' | 'no_position' | 'too_far'; meters?: number }

/**
 * Whether the driver may report a no-show now: the free waiting is over, and their phone's
 * latest fresh position is within the area's radius of the pickup. The evidence is what the
 * timeline keeps.
 */
export function noShowCheck(input: {
  now: Date
  freeUntil: Date
  driverArrivedAt: Date
  pickup: LatLng
  position: (LatLng & { recordedAt: Date }) | null
  policy: Pick<WaitingPolicy, 'noShowRadiusMeters'>
}): NoShowCheck {
  if (input.now < input.freeUntil) return { ok: false, reason: 'not_yet' }
  if (!input.position) return { ok: false, reason: 'no_position' }
  const meters = straightLineKm(input.position, input.pickup) * 1000
  if (meters > input.policy.noShowRadiusMeters) return { ok: false, reason: 'too_far', meters }
  return {
    ok: true,
    evidence: {
      driver_arrived_at: input.driverArrivedAt.toISOString(),
      free_waiting_until: input.freeUntil.toISOString(),
      position_lat: input.position.lat.toFixed(6),
      position_lng: input.position.lng.toFixed(6),
      position_at: input.position.recordedAt.toISOString(),
      distance_m: String(Math.round(meters)),
    },
  }
}
