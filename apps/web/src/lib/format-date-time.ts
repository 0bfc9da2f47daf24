import { t } from '@lingui/core/macro'
import { zoneCity } from '@ridelane/domain'
import { pageLocale } from '@/i18n/format'
// Times arrive as ISO instants; the partner reads them on their own clock, with its zone named so
// a pickup in another city is never mistaken for local time.

/** e.g. '1 Dec 2026, 10:00 GMT-5'. `timeZone` is for tests; the browser's own zone otherwise. */
export function formatDateTime(isoDateTime: string, timeZone?: string): string {
  const instant = new Date(isoDateTime)
  if (Number.isNaN(instant.getTime())) return isoDateTime
  return new Intl.DateTimeFormat(pageLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
    timeZone,
  }).format(instant)
}

/** The day alone, e.g. '1 Dec 2026'. */
export function formatDay(isoDateTime: string, timeZone?: string): string {
  const instant = new Date(isoDateTime)
  if (Number.isNaN(instant.getTime())) return isoDateTime
  return new Intl.DateTimeFormat(pageLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(instant)
}

const zonedFormatters = new Map<string, Intl.DateTimeFormat>()

/** e.g. 'Tue 14 Jan 2030, 10:30' on the clock of `timeZone` (the ride page's, the free-cancellation line's). */
export function formatZonedTime(iso: string, timeZone: string): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return iso
  const locale = pageLocale()
  const key = `${locale} ${timeZone}`
  let format = zonedFormatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    zonedFormatters.set(key, format)
  }
  // Other languages write the day and time in their own order.
  if (locale !== 'en-GB') return format.format(instant)
  const parts: Record<string, string> = {}
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`
}

/**
 * The browser's first date formatter costs tens of milliseconds (it loads the locale's data), a
 * long task on a slow phone: a page that waits for data does that while it waits, when idle.
 */
export function prepareDateFormatsWhenIdle(): void {
  const prepare = () => void formatZonedTime(new Date().toISOString(), 'UTC')
  if (typeof requestIdleCallback === 'function') requestIdleCallback(prepare, { timeout: 1000 })
  else setTimeout(prepare, 0)
}

/**
 * A pickup on its own clock with its city named, as every ride page shows it, e.g.
 * 'Tue 1 Dec 2026, 10:00 New York time': a partner in London reads a New York pickup as the
 * driver will.
 */
export function formatPickupTime(isoDateTime: string, timeZone: string): string {
  const time = formatZonedTime(isoDateTime, timeZone)
  const city = zoneCity(timeZone)
  return t`${time} ${city} time`
}
