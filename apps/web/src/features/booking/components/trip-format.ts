import { plural, t } from '@lingui/core/macro'
import type { RideDetails } from '@ridelane/domain'
import { pageLocale } from '@/i18n/format'

/** '2026-12-01' → 'Tue, 1 Dec 2026', read as a calendar day (no time zone shift). */
export function formatTripDate(date: string): string {
  if (!date) return ''
  return new Intl.DateTimeFormat(pageLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an ISO date, not text
  }).format(new Date(`${date}T00:00:00Z`))
}

/** 95 → '1 h 35 min'. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes)
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (hours === 0) return t`${rest} min`
  return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`
}

/** What the ride is, in a few words: the dropoff, or the hire length. */
export function rideLengthLabel(ride: RideDetails): string {
  if (ride.rideType === 'hourly') {
    const hours = ride.duration ?? 0
    return plural(hours, { one: '# hour, by the hour', other: '# hours, by the hour' })
  }
  if (ride.rideType === 'multiday') {
    const days = ride.days ?? 0
    return plural(days, { one: '# day, multi-day hire', other: '# days, multi-day hire' })
  }
  return ride.isRoundTrip ? t`One-way with return` : t`One-way`
}

/** '1 seat', '4 seats'. */
export const seatCount = (seats: number) => plural(seats, { one: '# seat', other: '# seats' })

/** '1 bag', '3 bags'. */
export const bagCount = (bags: number) => plural(bags, { one: '# bag', other: '# bags' })

/** '1 passenger', '3 passengers'. */
export const passengerCount = (passengers: number) =>
  plural(passengers, { one: '# passenger', other: '# passengers' })
