import { weekdayNames, zoneCity, type Weekday } from '@ridelane/domain'

// How the availability editor words times: always on the clock of the zone the API names, with
// that zone said once, so a provider in another city never reads them as their own.

/** e.g. 'Times are in New York time (America/New_York).' */
export function zoneLine(timeZone: string): string {
  const city = zoneCity(timeZone)
  return city === timeZone
    ? `Times are in ${timeZone}.`
    : `Times are in ${city} time (${timeZone}).`
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{2}:\d{2}$/.test(value)

/**
 * What a shift's times mean when it is not a plain day shift: an end before the start runs past
 * midnight into the next day, an end equal to the start is a whole day. Undefined otherwise.
 */
export function shiftNote(shift: {
  weekday?: unknown
  starts?: unknown
  ends?: unknown
}): string | undefined {
  if (!isTime(shift.starts) || !isTime(shift.ends)) return undefined
  if (shift.ends === shift.starts) return `A whole day: 24 hours from ${shift.starts}.`
  if (shift.ends > shift.starts) return undefined
  const day = Number(shift.weekday)
  const next = day >= 1 && day <= 7 ? weekdayNames[((day % 7) + 1) as Weekday] : undefined
  return next
    ? `Runs past midnight: ends at ${shift.ends} on ${next}.`
    : `Runs past midnight: ends at ${shift.ends} the next day.`
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** e.g. 'Tue 3 Dec 2030, 14:30' on the zone's clock. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return iso
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
    formatters.set(timeZone, formatter)
  }
  return formatter.format(instant)
}
