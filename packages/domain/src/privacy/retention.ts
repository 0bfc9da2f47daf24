import type { BookingStatus } from '../booking/booking-status-names'
import { isFinalStatus } from '../booking/lifecycle-table'
import { RECORD_RETENTION_YEARS } from '../booking/service-commitments'
import { rideEndsAt } from '../driver/driver-job'

// How long a finished booking keeps the traveller's personal data (docs/privacy.md): tax and
// accounting law asks for the booking and payment records for RECORD_RETENTION_YEARS, so once
// that time has passed since the ride (or the booking's last event, if later) the API's
// retention sweep anonymises the booking and keeps only what accounting needs.

/** What an anonymised booking's personal text fields say instead. */
export const ANONYMISED_TEXT = 'Erased'
/**
 * What an anonymised booking's email says: an address of the reserved `.invalid` domain, so it
 * still reads as an email where a view checks one, and reaches no one.
 */
export const ANONYMISED_EMAIL = 'erased@anonymised.invalid'
/** What an anonymised booking's phone number says: zeros, which are nobody's number. */
export const ANONYMISED_PHONE = '+0000000'

/**
 * The instant `years` calendar years before `now`, in UTC: the same month, day and time of day.
 * A 29 February whose year has none becomes 28 February, which moves the cut-off back a day, so a
 * record before the cut-off has always been kept at least `years` whole years.
 */
export function retentionCutoff(now: Date, years: number = RECORD_RETENTION_YEARS): Date {
  if (!Number.isInteger(years) || years < 0) {
    throw new RangeError(`A retention period is a whole number of years, not ${years}`)
  }
  const year = now.getUTCFullYear() - years
  const month = now.getUTCMonth()
  const daysInMonth = new Date(Date.UTC(2000, month + 1, 0)).getUTCDate()
  // 2000 is a leap year: February's 29th exists there, and is clamped below when `year` lacks it.
  const day = Math.min(now.getUTCDate(), month === 1 && !isLeapYear(year) ? 28 : daysInMonth)
  const cutoff = new Date(now.getTime())
  cutoff.setUTCFullYear(year, month, day)
  return cutoff
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** What the retention rule reads of a booking. */
export type RetainedBooking = {
  status: BookingStatus
  pickupTime: Date
  roundTripTime?: Date | null
  durationHours?: number | null
  days?: number | null
  /** The time of the booking's newest timeline event (a late refund, a charge after the ride). */
  lastEventAt?: Date | null
  /** Set once the booking was anonymised: it is never due again. */
  anonymisedAt?: Date | null
}

/** When the retention period of a booking starts: the ride's end, or its last event if later. */
export function retentionStartsAt(booking: RetainedBooking): Date {
  const rideEnd = rideEndsAt(booking).getTime()
  return new Date(Math.max(rideEnd, booking.lastEventAt?.getTime() ?? rideEnd))
}

/**
 * Whether the booking's personal data is due to be anonymised at `now`: it is in a final status
 * (completed, cancelled, no-show, expired), not anonymised yet, and its period started before
 * the cut-off. A booking still under way is never due, however old.
 */
export function isDueForAnonymisation(
  booking: RetainedBooking,
  now: Date,
  years: number = RECORD_RETENTION_YEARS,
): boolean {
  if (booking.anonymisedAt || !isFinalStatus(booking.status)) return false
  return retentionStartsAt(booking).getTime() < retentionCutoff(now, years).getTime()
}
