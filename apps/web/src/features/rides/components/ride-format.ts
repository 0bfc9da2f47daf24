import { t } from '@lingui/core/macro'
import { formatBookingStatus, zoneCity, type BookingStatus } from '@ridelane/domain'
import { domainText } from '@/i18n/catalogues'
import { pageLocale } from '@/i18n/format'

// e.g. 'Tue 14 Jan 2030, 10:30' on the clock of the ride's zone (one formatter for the app).
export { formatZonedTime as formatRideTime } from '@/lib/format-date-time'

/** e.g. '15:30' on the clock of `timeZone`. */
export function formatClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(pageLocale(), {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
}

/** 'New York time' for 'America/New_York'. */
export const zoneName = (timeZone: string) => {
  const city = zoneCity(timeZone)
  return t`${city} time`
}

/** A booking's status as the traveller reads it, in the page's language. */
export const statusText = (status: BookingStatus) => domainText(formatBookingStatus(status))

/** A number for a tel: link: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
/** A text message to the number, in the phone's own messaging app. */
export const smsHref = (phone: string) => `sms:${phone.replace(/[^\d+]/g, '')}`
