import { formatBookingStatus, type ProviderJob } from '@ridelane/domain'
import { formatZonedTime } from '@/lib/format-date-time'

// How the portal words a job: times on the pickup's own clock (what the driver keeps to),
// amounts in the booking's currency, the route in one line.

/** 'New York' for America/New_York: how a zone is named to people. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ')
}

/** e.g. 'Tue 15 Jan 2030, 10:00 New York time': the pickup on its own clock, the place named. */
export function pickupClock(job: Pick<ProviderJob, 'pickup_time' | 'timezone'>): string {
  return `${formatZonedTime(job.pickup_time, job.timezone)} ${zoneCity(job.timezone)} time`
}

/** e.g. '10:10' on the clock of `timeZone` (the pickup's, as every time of the job). */
export function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso))
}

export function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount)
  } catch {
    return `${amount.toFixed(2)} ${currency}`
  }
}

/** 'Times Square → JFK Airport', or the pickup and the hours for a ride by the hour. */
export function routeText(job: ProviderJob): string {
  if (job.dropoff_location) return `${job.pickup_location} → ${job.dropoff_location}`
  const hours = job.duration_hours
  return hours ? `${job.pickup_location}, ${plural(hours, 'hour')}` : job.pickup_location
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** '2 passengers, 1 bag' (and child seats when there are some). */
export function loadText(job: ProviderJob): string {
  const parts = [plural(job.passengers, 'passenger'), plural(job.luggage_count, 'bag')]
  if (job.child_seat_count > 0) parts.push(plural(job.child_seat_count, 'child seat'))
  return parts.join(', ')
}

/** The booked vehicle: its name, with the class when it says something more. */
export function vehicleText(job: ProviderJob): string {
  const cls = job.vehicle_class_id
  if (!cls || job.vehicle_name.toLowerCase().includes(cls.toLowerCase())) return job.vehicle_name
  return `${job.vehicle_name} (${cls})`
}

export const statusText = (status: string) => formatBookingStatus(status)

/** What is left of an offer, e.g. '29 min 05 s' or '2 h 10 min'; null once it has lapsed. */
export function timeLeft(expiresAt: string, now: number): string | null {
  const seconds = Math.floor((new Date(expiresAt).getTime() - now) / 1000)
  if (seconds <= 0) return null
  const h = Math.floor(seconds / 3600)
  const min = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  if (h > 0) return `${h} h ${String(min).padStart(2, '0')} min`
  return `${min} min ${String(s).padStart(2, '0')} s`
}
