import type { WordedIssue } from '../errors/domain-error'
import { wording, type Wording } from '../language/translator'
import type { Preferences } from '../booking/preferences'
import {
  CHILD_SEAT_BOUNDS,
  LUGGAGE_BOUNDS,
  clampChildSeatCount,
  clampLuggageCount,
} from '../trip/trip-bounds'

/** What a vehicle holds: its seats and its bags (a vehicle option's `capacity`). */
export type VehicleHold = { seats: number; luggage: number }

/** The most bags a traveller can bring in this vehicle: its luggage space, within 0–10. */
export function luggageLimitFor(hold: VehicleHold): number {
  return Math.max(LUGGAGE_BOUNDS.min, Math.min(LUGGAGE_BOUNDS.max, hold.luggage))
}

/** The most child seats this vehicle takes: one per seat, within 1–10. */
export function childSeatLimitFor(hold: VehicleHold): number {
  return Math.max(CHILD_SEAT_BOUNDS.min, Math.min(CHILD_SEAT_BOUNDS.max, hold.seats))
}

/** The luggage stepper's bounds for this vehicle. */
export function luggageBoundsFor(hold: VehicleHold) {
  return { min: LUGGAGE_BOUNDS.min, max: luggageLimitFor(hold) } as const
}

/** The child seat stepper's bounds for this vehicle. */
export function childSeatBoundsFor(hold: VehicleHold) {
  return { min: CHILD_SEAT_BOUNDS.min, max: childSeatLimitFor(hold) } as const
}

/** A typed luggage count, settled within 0 and what this vehicle holds. */
export function clampLuggageFor(value: unknown, hold: VehicleHold): number {
  return Math.min(clampLuggageCount(value), luggageLimitFor(hold))
}

/** A typed child seat count, settled within 1 and what this vehicle takes. */
export function clampChildSeatsFor(value: unknown, hold: VehicleHold): number {
  return Math.min(clampChildSeatCount(value), childSeatLimitFor(hold))
}

/** Counts chosen for a bigger vehicle, brought down to what this one holds. */
export function preferencesWithinVehicle(preferences: Preferences, hold: VehicleHold): Preferences {
  return {
    ...preferences,
    luggageCount: Math.min(preferences.luggageCount, luggageLimitFor(hold)),
    childSeatCount: Math.min(preferences.childSeatCount, childSeatLimitFor(hold)),
  }
}

/**
 * Marked for the domain's catalogue, the limit kept apart (a `Wording`), so the API writes them in
 * the reader's language (docs/decisions/052-server-messages.md). A wording has no plural, so one
 * bag or seat has its own message.
 */
export const vehicleCapacityMessages = {
  tooMuchLuggage: (limit: number): Wording =>
    limit === 1
      ? wording(
          /*i18n*/ 'This vehicle holds up to {limit} bag. Choose a larger vehicle for more luggage.',
          { limit },
        )
      : wording(
          /*i18n*/ 'This vehicle holds up to {limit} bags. Choose a larger vehicle for more luggage.',
          { limit },
        ),
  tooManyChildSeats: (limit: number): Wording =>
    limit === 1
      ? wording(
          /*i18n*/ 'This vehicle takes up to {limit} child seat. Choose a larger vehicle for more.',
          { limit },
        )
      : wording(
          /*i18n*/ 'This vehicle takes up to {limit} child seats. Choose a larger vehicle for more.',
          { limit },
        ),
} as const

/**
 * Luggage and child seats beyond what the vehicle holds, as field issues (none when they fit);
 * their messages are wordings, for the reader's language.
 */
export function vehicleCapacityIssues(
  choices: { luggageCount: number; childSeatApplicable: boolean; childSeatCount: number },
  hold: VehicleHold,
): WordedIssue[] {
  const issues: WordedIssue[] = []
  const luggage = luggageLimitFor(hold)
  if (choices.luggageCount > luggage) {
    issues.push({ path: 'luggage_count', message: vehicleCapacityMessages.tooMuchLuggage(luggage) })
  }
  const childSeats = childSeatLimitFor(hold)
  if (choices.childSeatApplicable && choices.childSeatCount > childSeats) {
    issues.push({
      path: 'child_seat_count',
      message: vehicleCapacityMessages.tooManyChildSeats(childSeats),
    })
  }
  return issues
}
