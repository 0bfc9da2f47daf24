import { z } from 'zod'
import { wording, wordingText, type Wording } from '../language/translator'
import {
  CHILD_SEAT_BOUNDS,
  HOURLY_DURATION_BOUNDS,
  LUGGAGE_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
  PASSENGER_BOUNDS,
} from './trip-limits'

export {
  CHILD_SEAT_BOUNDS,
  HOURLY_DURATION_BOUNDS,
  LUGGAGE_BOUNDS,
  MULTIDAY_DAYS_BOUNDS,
  PASSENGER_BOUNDS,
} from './trip-limits'

type Bounds = { readonly min: number; readonly max: number }

/**
 * A count out of its bounds, per count; marked for the domain's catalogue, the bounds kept apart
 * (`outOfBounds`), so the API's errors and the forms write them in the reader's language
 * (docs/decisions/052-server-messages.md).
 */
export const tripBoundsMessages = {
  passengers: /*i18n*/ 'Passengers must be between {min} and {max}',
  hours: /*i18n*/ 'Hours must be between {min} and {max}',
  days: /*i18n*/ 'Days must be between {min} and {max}',
  luggage: /*i18n*/ 'Luggage count must be between {min} and {max}',
  childSeats: /*i18n*/ 'Child seats must be between {min} and {max}',
} as const

/** One of tripBoundsMessages with its bounds: 'Passengers must be between 1 and 8'. */
export const outOfBounds = (message: string, bounds: Bounds): Wording =>
  wording(message, { min: bounds.min, max: bounds.max })

function boundedInteger(bounds: Bounds, words: string) {
  const message = wordingText(outOfBounds(words, bounds))
  return z
    .number({ error: message })
    .int({ error: message })
    .min(bounds.min, message)
    .max(bounds.max, message)
}

const m = tripBoundsMessages
export const passengerCountSchema = boundedInteger(PASSENGER_BOUNDS, m.passengers)
export const hourlyDurationSchema = boundedInteger(HOURLY_DURATION_BOUNDS, m.hours)
export const multidayDaysSchema = boundedInteger(MULTIDAY_DAYS_BOUNDS, m.days)
export const luggageCountSchema = boundedInteger(LUGGAGE_BOUNDS, m.luggage)
export const childSeatCountSchema = boundedInteger(CHILD_SEAT_BOUNDS, m.childSeats)

/**
 * Reads a form value (number or numeric text) into a whole number within bounds.
 * Anything non-numeric (including '') becomes the fallback; fractions are truncated.
 */
function clampInteger(value: unknown, bounds: Bounds, fallback: number): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN
  if (!Number.isFinite(parsed)) return fallback
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(parsed)))
}

/** 1–8; non-numeric falls back to 1 (docs/product.md#trip-details-and-bounds). */
export function clampPassengers(value: unknown): number {
  return clampInteger(value, PASSENGER_BOUNDS, PASSENGER_BOUNDS.default)
}

/** 1–24 hours; non-numeric falls back to the minimum. */
export function clampHourlyDuration(value: unknown): number {
  return clampInteger(value, HOURLY_DURATION_BOUNDS, HOURLY_DURATION_BOUNDS.min)
}

/** 2–30 days; non-numeric falls back to the minimum. */
export function clampMultidayDays(value: unknown): number {
  return clampInteger(value, MULTIDAY_DAYS_BOUNDS, MULTIDAY_DAYS_BOUNDS.min)
}

/** 0–10 bags; non-numeric falls back to the default of 1. */
export function clampLuggageCount(value: unknown): number {
  return clampInteger(value, LUGGAGE_BOUNDS, LUGGAGE_BOUNDS.default)
}

/** 1–10 child seats; non-numeric falls back to the default of 1. */
export function clampChildSeatCount(value: unknown): number {
  return clampInteger(value, CHILD_SEAT_BOUNDS, CHILD_SEAT_BOUNDS.default)
}
