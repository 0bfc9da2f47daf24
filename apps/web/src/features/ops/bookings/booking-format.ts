import { formatBookingStatus, type WaitingChargeOutcome } from '@ridelane/domain'
import { extraWaitingEventTitle, waitingOutcomeWords } from './extra-waiting-text'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** Amounts are USD as stored, whatever currency the traveller chose to see. */
export const money = (amount: number) => `${usd.format(amount)} USD`

export const statusText = (status: string) => formatBookingStatus(status)

/** A moment on the pickup's own clock, with the zone named: what the driver keeps to. */
export function pickupClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))
}

/**
 * Extra waiting as the booking recorded it when the passenger got in or did not come: minutes
 * and the charge by the area's rate, which is not part of the total and not charged yet.
 */
export function extraWaitingText(
  minutes: number | null,
  charge: number,
  outcome?: WaitingChargeOutcome | null,
): string {
  if (minutes === null) return ''
  if (charge === 0) return 'None'
  const time = minutes < 1 ? 'under a minute' : `${minutes} min`
  return `${time}, ${money(charge)} (${outcome ? waitingOutcomeWords[outcome] : 'not yet charged'})`
}

/** What a no-show rests on: the driver's phone near the pickup, or an operator's word. */
function noShowEvidence(details: Record<string, string>): string {
  if (details.distance_m) return ` (driver’s phone ${details.distance_m} m from the pickup)`
  if (details.evidence === 'operator') return ' (recorded by an operator)'
  return ''
}

/** A timeline entry's headline: the status it moved to, or the edit it records. */
export function eventTitle(
  event: { to_status: string; at: string; details: Record<string, string> },
  timeZone: string,
): string {
  const { details } = event
  switch (details.change) {
    case 'pickup_time':
      return `Pickup moved to ${pickupClock(details.pickup_time_after ?? event.at, timeZone)}`
    case 'offered': {
      const how = details.automatic === 'true' ? 'Offered automatically' : 'Offered'
      return details.offered_to === 'area'
        ? `${how} to the area’s providers (${details.providers})`
        : `${how} to a provider`
    }
    case 'dispatch_escalated':
      return 'No provider took the ride in time: handed to the operators'
    case 'offer_withdrawn':
      return 'Offer withdrawn'
    case 'offer_declined':
      return 'Offer declined by the provider'
    case 'offer_expired':
      return 'Offer expired unanswered: back among the unassigned rides'
    case 'extra_waiting':
      return extraWaitingEventTitle(details)
    default:
      return event.to_status === 'no_show'
        ? `${statusText(event.to_status)}${noShowEvidence(details)}`
        : statusText(event.to_status)
  }
}
