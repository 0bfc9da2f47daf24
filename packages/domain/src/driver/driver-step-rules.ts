import type { BookingStatus } from '../booking/booking-status'
import {
  TIMELINE_EDIT_KEY,
  TIMELINE_UNDO_KEY,
  type BookingEvent,
} from '../booking/booking-timeline'
import { stepBackFrom } from '../booking/lifecycle-table'
import { noShowMessages, type NoShowCheck } from '../booking/waiting-policy'
import { defaultLanguage, intlLocale, type Language } from '../language/languages'
import { wording, type Wording } from '../language/translator'
import { wallClockInZone } from '../trip/zoned-time'
import { straightLineKm, type LatLng } from './driver-eta'
import type { DriverStep } from './driver-job'

// When a driver's step makes sense (issue 30): the ride's own order, the clock and, when the
// phone shares it, where the driver is. The lifecycle still judges every move afterwards; these
// rules refuse what it would let a driver do too early or from too far away, and say in the
// driver's words what it would refuse by status (a ride cancelled, over, unassigned or past the
// step), so the job page never shows a sentence built from status names.
// Their messages are marked for the domain's catalogue; those with figures in them are `Wording`s,
// written in the driver's language by the API's error handler (the page's Accept-Language), their
// dates and distances already written in that language (docs/decisions/052-server-messages.md).

/** Default of DRIVER_EN_ROUTE_HOURS_BEFORE: "On my way" opens this long before the pickup. */
export const DRIVER_EN_ROUTE_HOURS_BEFORE_PICKUP = 3
/** Default of DRIVER_ARRIVAL_RADIUS_METERS: "Arrived" needs a shared position this near. */
export const DRIVER_ARRIVAL_RADIUS_METERS = 1000
/** A driver may take back their last step this long after taking it. */
export const DRIVER_STEP_UNDO_SECONDS = 60
/** A shared position further from the last one than this speed allows is refused. */
export const DRIVER_MAX_SPEED_KMH = 250

/** The figures a deployment may set (apps/api config); the constants above are the defaults. */
export type DriverStepPolicy = {
  enRouteHoursBeforePickup: number
  arrivalRadiusMeters: number
}

export const defaultDriverStepPolicy: DriverStepPolicy = {
  enRouteHoursBeforePickup: DRIVER_EN_ROUTE_HOURS_BEFORE_PICKUP,
  arrivalRadiusMeters: DRIVER_ARRIVAL_RADIUS_METERS,
}

/** A distance as the reader writes it ('420 m', '1,5 km'); English as it always read ('1.5 km'). */
function distanceWords(meters: number, language: Language): string {
  const km = meters >= 1000
  if (language === 'en') return km ? `${(meters / 1000).toFixed(1)} km` : `${Math.round(meters)} m`
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit: km ? 'kilometer' : 'meter',
    unitDisplay: 'short',
    minimumFractionDigits: km ? 1 : 0,
    maximumFractionDigits: km ? 1 : 0,
  }).format(km ? meters / 1000 : meters)
}

/**
 * The day of an instant on the pickup's clock as the reader writes it ('mar, 15 ene'); English
 * keeps the ISO date it always gave ('2030-01-15').
 */
function pickupDay(instant: Date, timeZone: string, language: Language): string {
  if (language === 'en') return wallClockInZone(instant, timeZone).date
  return new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(instant)
}

export const driverStepMessages = {
  /**
   * `language`: the reader's, for the day's and the time's writing (the words follow it too). A
   * deployment may open the step one hour before: a wording has no plural, so one has its own words.
   */
  tooEarly: (
    opensAt: Date,
    timezone: string,
    hours: number,
    language: Language = defaultLanguage,
  ): Wording => {
    const when = {
      time: wallClockInZone(opensAt, timezone).time,
      date: pickupDay(opensAt, timezone, language),
    }
    return hours === 1
      ? wording(
          /*i18n*/ 'It is too early to set off: “On my way” opens 1 hour before the pickup, at {time} on {date} (local time).',
          when,
        )
      : wording(
          /*i18n*/ 'It is too early to set off: “On my way” opens {hours} hours before the pickup, at {time} on {date} (local time).',
          { hours, ...when },
        )
  },
  notOnTheWay:
    /*i18n*/ 'Tap “On my way” first: you can report your arrival only once you have set off.',
  tooFar: (meters: number, radiusMeters: number, language: Language = defaultLanguage): Wording =>
    wording(
      /*i18n*/ 'Your phone places you about {distance} from the pickup. Report your arrival once you are within {radius} of it.',
      { distance: distanceWords(meters, language), radius: distanceWords(radiusMeters, language) },
    ),
  notArrived:
    /*i18n*/ 'Report your arrival first: the passenger can be on board only once you are at the pickup.',
  notOnBoard:
    /*i18n*/ 'Report the passenger on board first: a ride can be completed only after the passenger got in.',
  // Where the ride stands rules the step out whatever the clock says: written for the driver
  // here, so the lifecycle's sentences built from status names never reach the job page.
  rideCancelled: /*i18n*/ 'This ride was cancelled, so its steps can no longer be marked.',
  rideOver: /*i18n*/ 'This ride is over: its last step has already been marked.',
  notAssigned:
    /*i18n*/ 'This ride has no driver assigned, so its steps cannot be marked. Please call your dispatcher.',
  stepPassed:
    /*i18n*/ 'The ride has already moved past this step. Carry on from the step the page shows now.',
  /** On the timeline, which the console reads in English: not for the catalogue. */
  driverUndoReason: 'Taken back by the driver within a minute of tapping it',
} as const

export const driverPositionMessages = {
  outsideArea:
    /*i18n*/ 'This position is far outside the ride’s service area, so it was not shared. Check that your phone’s location is on.',
  impossibleJump: (kmh: number): Wording =>
    wording(
      /*i18n*/ 'This position is too far from your last one to be reached at {speed} km/h, so it was not shared. Your phone may have lost its signal.',
      { speed: kmh },
    ),
  tooMany:
    /*i18n*/ 'Your position is being sent too often. It will be sent again in a few seconds.',
} as const

/** What the step rules need to know about the ride. */
export type DriverStepFacts = {
  status: BookingStatus
  pickupAt: Date
  timezone: string
  pickup: LatLng
  /** The driver's newest shared position on this ride that is still fresh, else null. */
  position: LatLng | null
}

/** When "On my way" opens for this pickup. */
export function enRouteOpensAt(pickupAt: Date, policy: DriverStepPolicy): Date {
  return new Date(pickupAt.getTime() - policy.enRouteHoursBeforePickup * 3_600_000)
}

/** The driver's steps in their order; a no-show closes the ride where boarding would come. */
const stepPlace: Partial<Record<BookingStatus, number>> = {
  assigned: 0,
  driver_en_route: 1,
  driver_arrived: 2,
  passenger_on_board: 3,
  no_show: 3,
  completed: 4,
}

/** A step the ride's status rules out: the ride is over, has no driver, or is past the step. */
function standingRefusal(status: BookingStatus, to: DriverStep): string | undefined {
  if (status === 'cancelled') return driverStepMessages.rideCancelled
  if (status === 'completed' || status === 'no_show') return driverStepMessages.rideOver
  const at = stepPlace[status]
  if (at === undefined) return driverStepMessages.notAssigned
  // The step the ride is at already is the caller's (a retry is answered with the job).
  return status !== to && at >= stepPlace[to]! ? driverStepMessages.stepPassed : undefined
}

/**
 * Why a driver may not take `to` now, or undefined when the step rules allow it (the lifecycle
 * then has the last word: no-show after the free waiting, a ride no longer theirs…). A repeat of
 * the step the ride is already at is the caller's business (it answers the job as it is).
 * `language` is the reader's, in which a date or a distance in the reason is written.
 */
export function driverStepRefusal(
  ride: DriverStepFacts,
  to: DriverStep,
  now: Date,
  policy: DriverStepPolicy = defaultDriverStepPolicy,
  language: Language = defaultLanguage,
): string | Wording | undefined {
  const standing = standingRefusal(ride.status, to)
  if (standing) return standing
  const opensAt = enRouteOpensAt(ride.pickupAt, policy)
  const hours = policy.enRouteHoursBeforePickup
  const tooEarly = () =>
    now < opensAt ? driverStepMessages.tooEarly(opensAt, ride.timezone, hours, language) : undefined
  switch (to) {
    case 'driver_en_route':
      return ride.status === 'assigned' ? tooEarly() : undefined
    case 'driver_arrived': {
      if (ride.status === 'assigned') return driverStepMessages.notOnTheWay
      if (ride.status !== 'driver_en_route') return undefined
      const early = tooEarly()
      if (early || !ride.position) return early
      const meters = straightLineKm(ride.position, ride.pickup) * 1000
      return meters > policy.arrivalRadiusMeters
        ? driverStepMessages.tooFar(meters, policy.arrivalRadiusMeters, language)
        : undefined
    }
    case 'passenger_on_board':
    case 'no_show':
      return ride.status === 'assigned' || ride.status === 'driver_en_route'
        ? driverStepMessages.notArrived
        : undefined
    case 'completed':
      return ['assigned', 'driver_en_route', 'driver_arrived'].includes(ride.status)
        ? driverStepMessages.notOnBoard
        : undefined
  }
}

/**
 * Why a driver may not report a no-show now, from noShowCheck (waiting-policy.ts), or undefined
 * when the check passed: the free waiting's end in the pickup's own time, the missing position,
 * or how far the phone is from the pickup.
 */
export function noShowRefusal(
  check: NoShowCheck,
  freeUntil: Date,
  timezone: string,
  radiusMeters: number,
): string | Wording | undefined {
  if (check.ok) return undefined
  switch (check.reason) {
    case 'not_yet':
      return noShowMessages.notYet(wallClockInZone(freeUntil, timezone).time)
    case 'no_position':
      return noShowMessages.noPosition
    case 'too_far':
      return noShowMessages.tooFar(check.meters ?? 0, radiusMeters)
  }
}

/** A service area as the catalogue keeps it: a circle. */
export type AreaCircle = { center: LatLng; radiusKm: number }

/**
 * Why a shared position cannot be the driver's, or undefined when it is plausible: no further
 * from the area's centre than twice its radius (outside by more than the radius), and no faster
 * from the last stored position than DRIVER_MAX_SPEED_KMH.
 */
export function implausiblePosition(
  position: LatLng,
  now: Date,
  area: AreaCircle | null,
  last: (LatLng & { recordedAt: Date }) | null,
): string | Wording | undefined {
  if (area && straightLineKm(position, area.center) > 2 * area.radiusKm) {
    return driverPositionMessages.outsideArea
  }
  if (last) {
    const km = straightLineKm(last, position)
    // A second's grace: two positions in the same instant are still allowed a little apart.
    const hours = Math.max(now.getTime() - last.recordedAt.getTime(), 1000) / 3_600_000
    if (km / hours > DRIVER_MAX_SPEED_KMH) {
      return driverPositionMessages.impossibleJump(DRIVER_MAX_SPEED_KMH)
    }
  }
  return undefined
}

/**
 * The driver's step the console may take back: the timeline's last move (edits aside), when a
 * driver made it and it is not itself a step taken back. Else undefined (the API agrees: the
 * lifecycle's driver_step_to_undo need).
 */
export function driverStepToUndo<
  E extends Pick<BookingEvent, 'actor_kind' | 'to_status' | 'details'>,
>(events: readonly E[], status: BookingStatus): E | undefined {
  const last = events.filter((event) => !event.details[TIMELINE_EDIT_KEY]).at(-1)
  if (!last || last.actor_kind !== 'driver' || last.to_status !== status) return undefined
  if (last.details[TIMELINE_UNDO_KEY] || !stepBackFrom(status)) return undefined
  return last
}
