import { formatBookingStatus } from '@ridelane/domain'

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
    default:
      return statusText(event.to_status)
  }
}
