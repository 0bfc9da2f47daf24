import type { RideDetails } from '@ridelane/domain'

/** '2026-12-01' → 'Tue, 1 Dec 2026', read as a calendar day (no time zone shift). */
export function formatTripDate(date: string): string {
  if (!date) return ''
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`))
}

/** 95 → '1 h 35 min'. */
export function formatDuration(minutes: number): string {
  const whole = Math.round(minutes)
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** What the ride is, in a few words: the dropoff, or the hire length. */
export function rideLengthLabel(ride: RideDetails): string {
  if (ride.rideType === 'hourly') return `${ride.duration ?? 0} hours, by the hour`
  if (ride.rideType === 'multiday') return `${ride.days ?? 0} days, multi-day hire`
  return ride.isRoundTrip ? 'One-way with return' : 'One-way'
}

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
