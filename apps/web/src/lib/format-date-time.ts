import { zoneCity } from '@ridelane/domain'
// Times arrive as ISO instants; the partner reads them on their own clock, with its zone named so
// a pickup in another city is never mistaken for local time.

/** e.g. '1 Dec 2026, 10:00 GMT-5'. `timeZone` is for tests; the browser's own zone otherwise. */
export function formatDateTime(isoDateTime: string, timeZone?: string): string {
  const instant = new Date(isoDateTime)
  if (Number.isNaN(instant.getTime())) return isoDateTime
  return new Intl.DateTimeFormat('en-GB', {
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
  return new Intl.DateTimeFormat('en-GB', {
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
  let format = zonedFormatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    zonedFormatters.set(timeZone, format)
  }
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
  return `${formatZonedTime(isoDateTime, timeZone)} ${zoneCity(timeZone)} time`
}
