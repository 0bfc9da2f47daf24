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

/**
 * A pickup on its own clock with its city named, as every ride page shows it, e.g.
 * 'Tue 1 Dec 2026, 10:00 New York time': a partner in London reads a New York pickup as the
 * driver will.
 */
export function formatPickupTime(isoDateTime: string, timeZone: string): string {
  const instant = new Date(isoDateTime)
  if (Number.isNaN(instant.getTime())) return isoDateTime
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    }).formatToParts(instant)
  } catch {
    return formatDateTime(isoDateTime)
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${zoneCity(timeZone)} time`
}
