import { cancellationPolicy } from '../booking/cancellation-policy'
import { cancellationKindFor } from '../booking/operator-actions'

// docs/product.md#cancellation-and-changes: a ride is refunded in full when cancelled with at
// least the notice of its rule's 100 % tier. The wizard's last step, the confirmation mail and
// the ride page all state the moment that ends, in the pickup's own time.

const HOUR_MS = 3_600_000

/**
 * The last moment the ride can be cancelled for a full refund: the pickup less the notice of the
 * 100 % tier for the ride's kind and the vehicle's seats; null when its rule has no such tier.
 */
export function freeCancellationDeadline(input: {
  rideType: string
  seats: number
  pickupAt: Date | string
}): Date | null {
  const pickup = new Date(input.pickupAt).getTime()
  if (Number.isNaN(pickup)) throw new RangeError(`Invalid pickup time: ${String(input.pickupAt)}`)
  const bands = cancellationPolicy[cancellationKindFor(input.rideType)]
  const band = bands.find((candidate) => input.seats <= candidate.maxSeats)
  const full = band?.tiers.find((tier) => tier.refundPercent === 100)
  return full ? new Date(pickup - full.minHoursNotice * HOUR_MS) : null
}

/** The place an IANA zone is named after: 'America/New_York' → 'New York'. */
export function timeZoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ')
}

/**
 * e.g. 'Free cancellation until Tue 14 Jan, 10:30 New York time': the deadline on the clock of
 * `timeZone` (the pickup's), so it reads the same wherever the traveller opens it.
 */
export function freeCancellationText(deadline: Date | string, timeZone: string): string {
  const parts: Record<string, string> = {}
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  for (const part of format.formatToParts(new Date(deadline))) parts[part.type] = part.value
  const when = `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`
  return `Free cancellation until ${when} ${timeZoneCity(timeZone)} time`
}
