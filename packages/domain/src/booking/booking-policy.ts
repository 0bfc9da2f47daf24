import { DomainError } from '../errors/domain-error'
import { wording, type Wording } from '../language/translator'

// docs/product.md#trip-details-and-bounds and docs/product.md#cancellation-and-changes.
export const BOOKING_HORIZON_MONTHS = 12
export const DEFAULT_LEAD_TIME_HOURS = 2
/** Advice from the FAQ, not a rule (docs/product.md#trip-details-and-bounds). */
export const RECOMMENDED_ADVANCE_HOURS = 24
export const FREE_MODIFICATION_HOURS_BEFORE_PICKUP = 24
export const ADD_ON_CHANGE_HOURS_BEFORE_PICKUP = 24
export const FLIGHT_DELAY_ADJUSTMENT_MAX_HOURS = 3

/**
 * The longest one-way transfer we drive, by road: about a long day at the wheel. Longer trips
 * are quoted with no vehicles and a reason rather than priced by the kilometre.
 */
export const MAX_ONE_WAY_DISTANCE_KM = 800

export function isBeyondOneWayReach(roadDistanceKm: number): boolean {
  return roadDistanceKm > MAX_ONE_WAY_DISTANCE_KM
}

/** Service hours 08:00–22:00; the night surcharge applies from 22:00 to 08:00. */
export const NIGHT_SURCHARGE_HOURS = { from: 22, to: 8 } as const

/** Whether a local pickup time (HH:mm) falls in the night surcharge window. */
export function isNightTime(localTime: string): boolean {
  const hour = Number(localTime.slice(0, 2))
  if (!/^\d{2}:\d{2}/.test(localTime) || hour > 23)
    throw new RangeError(`Invalid time: ${localTime}`)
  return hour >= NIGHT_SURCHARGE_HOURS.from || hour < NIGHT_SURCHARGE_HOURS.to
}

export const pickupTimeMessages = {
  inPast: /*i18n*/ 'Pickup time is in the past',
  tooSoon: /*i18n*/ 'Pickup must be at least {hours} hours from now',
  /** An area's lead time can be one hour: a wording has no plural, so one has its own words. */
  tooSoonOneHour: /*i18n*/ 'Pickup must be at least 1 hour from now',
  beyondHorizon: /*i18n*/ 'Pickups can be booked up to {months} months ahead',
} as const

/** The lead time's refusal as a wording: one hour in the singular, any other figure apart. */
export const tooSoonWording = (hours: number): Wording =>
  hours === 1
    ? wording(pickupTimeMessages.tooSoonOneHour, {})
    : wording(pickupTimeMessages.tooSoon, { hours })

export type PickupTimeProblem = 'in_past' | 'too_soon' | 'beyond_horizon'

export type PickupTimeCheck = { pickupAt: Date; now: Date; leadTimeHours?: number }

/** Why a pickup time cannot be booked, or null when it can. */
export function pickupTimeProblem({
  pickupAt,
  now,
  leadTimeHours = DEFAULT_LEAD_TIME_HOURS,
}: PickupTimeCheck): PickupTimeProblem | null {
  const pickup = pickupAt.getTime()
  if (Number.isNaN(pickup)) throw new RangeError('Invalid pickup time')
  if (pickup < now.getTime()) return 'in_past'
  if (pickup < now.getTime() + leadTimeHours * 3_600_000) return 'too_soon'
  const horizon = new Date(now.getTime())
  horizon.setUTCMonth(horizon.getUTCMonth() + BOOKING_HORIZON_MONTHS)
  if (pickup > horizon.getTime()) return 'beyond_horizon'
  return null
}

/**
 * Throws VALIDATION_FAILED (HTTP 400) naming `field` when the pickup time cannot be booked; the
 * lead time's hours and the horizon's months as wordings, which the API writes in the reader's
 * language.
 */
export function assertPickupTimeAllowed(check: PickupTimeCheck, field = 'pickup_time'): void {
  const problem = pickupTimeProblem(check)
  if (problem === null) return
  const hours = check.leadTimeHours ?? DEFAULT_LEAD_TIME_HOURS
  const message = {
    in_past: pickupTimeMessages.inPast,
    too_soon: tooSoonWording(hours),
    beyond_horizon: wording(pickupTimeMessages.beyondHorizon, { months: BOOKING_HORIZON_MONTHS }),
  }[problem]
  throw new DomainError('VALIDATION_FAILED', message, { details: [{ path: field, message }] })
}
