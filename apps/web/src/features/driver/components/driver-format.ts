import { t } from '@lingui/core/macro'
import { formatShortZonedTime, pageLocale } from '@/i18n/format'

/** A phone number as a tap-to-call link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** e.g. 'Tue 15 Jan, 10:30', on the pickup's own clock. */
export const pickupClock = (iso: string, timeZone: string) =>
  formatShortZonedTime(new Date(iso), timeZone)

/** e.g. '10:45', on the pickup's own clock. */
export function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat(pageLocale(), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso))
}

/** 'America/New_York' → 'New York time'. */
export function zoneWords(timeZone: string): string {
  const city = timeZone.split('/').at(-1)!.replaceAll('_', ' ')
  return t`${city} time`
}
