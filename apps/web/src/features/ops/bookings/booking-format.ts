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
