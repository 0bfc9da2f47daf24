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
