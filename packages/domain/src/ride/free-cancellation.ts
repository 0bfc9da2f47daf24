import { sourceText, type Translator } from '../language/translator'
import { cancellationKindFor } from '../booking/operator-actions'
import { standardCancellationTerms, type CancellationTerms } from '../booking/cancellation-policy'

// The moment a ride stops being free to cancel (docs/product.md#cancellation-and-changes): the
// pickup less the notice of the 100 % tier for the ride's kind, by the booked class's own terms or
// the standard ones for the vehicle's seats.

const HOUR_MS = 3_600_000

/** When a full refund of the ride ends, or null when the ride's policy never gives one. */
export function freeCancellationDeadline(ride: {
  rideType: string
  seats: number
  pickupAt: Date
  terms?: CancellationTerms | null
}): Date | null {
  const tiers = (ride.terms ?? standardCancellationTerms(ride.seats))[
    cancellationKindFor(ride.rideType)
  ]
  const full = tiers.find((tier) => tier.refundPercent === 100)
  if (!full) return null
  return new Date(ride.pickupAt.getTime() - full.minHoursNotice * HOUR_MS)
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const

// Only numbers come from Intl: engines spell short months differently ('Sep', 'Sept').
const formatters = new Map<string, Intl.DateTimeFormat>()
function numericParts(instant: Date, timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, part.value]),
  )
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute}`,
  }
}

/** The city of an IANA zone as a traveller reads it: 'America/New_York' → 'New York'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ')
}

/** e.g. 'Tue 14 Jan, 10:30': short weekday, day, short month and 24-hour time in `timeZone`. */
export function shortZonedTime(instant: Date, timeZone: string): string {
  const { year, month, day, time } = numericParts(instant, timeZone)
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${weekday} ${day} ${MONTHS[month - 1]}, ${time}`
}

/**
 * e.g. 'Free cancellation until Tue 14 Jan, 10:30 New York time'. With a translator the sentence
 * is in its language, and `when` (the deadline already written in that language) replaces the
 * English short time.
 */
export function freeCancellationText(
  deadline: Date,
  timeZone: string,
  words: { i18n: Translator; when: string } = {
    i18n: sourceText,
    when: shortZonedTime(deadline, timeZone),
  },
): string {
  return words.i18n._('Free cancellation until {when} {city} time', {
    when: words.when,
    city: zoneCity(timeZone),
  })
}
