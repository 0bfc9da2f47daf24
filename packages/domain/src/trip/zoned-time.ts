import { z } from 'zod'

/**
 * Zone names already found valid. Building a formatter to test a name costs tens of
 * microseconds, and every place and quote the API sends names a zone, so each name is tested
 * once. The runtime knows a few hundred zones; the cap only stops odd spellings ('eUrOpE/paris')
 * from growing the set without end.
 */
const knownTimeZones = new Set<string>()
const KNOWN_TIME_ZONES_CAP = 2_000

/** True for a time zone name the runtime knows (IANA, e.g. 'Europe/London'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (knownTimeZones.has(timeZone)) return true
  if (timeZone.trim() === '') return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
  } catch {
    return false
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_CAP) knownTimeZones.add(timeZone)
  return true
}

export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(isValidTimeZone, { error: 'Enter a valid IANA time zone' })

/** Marked for the domain's catalogue: the forms and the API's errors write them in the reader's language. */
export const zonedTimeMessages = {
  dateInvalid: /*i18n*/ 'Enter a valid date',
  timeInvalid: /*i18n*/ 'Enter a valid time',
} as const

/** A calendar date as the date input gives it: YYYY-MM-DD. */
export const localDateSchema = z.iso.date({ error: zonedTimeMessages.dateInvalid })
/** A wall-clock time as the time input gives it: HH:mm. */
export const localTimeSchema = z.iso.time({ precision: -1, error: zonedTimeMessages.timeInvalid })
/** ISO 8601 date-time with a UTC offset or Z, e.g. 2025-07-01T14:30:00+01:00. */
export const offsetDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Enter an ISO 8601 date-time with offset',
})

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** The wall clock in `timeZone` at an instant, as milliseconds of a UTC date with the same fields. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts
  return Date.UTC(year, month - 1, day, hour, minute, second)
}

function offsetMinutesAt(instantMs: number, timeZone: string): number {
  return Math.round((wallClockMs(instantMs, timeZone) - instantMs) / 60_000)
}

const pad = (n: number) => String(n).padStart(2, '0')

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+'
  const abs = Math.abs(minutes)
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** Date and wall-clock time of an instant in a time zone. */
export function wallClockInZone(
  instant: Date | string,
  timeZone: string,
): { date: string; time: string } {
  const iso = new Date(wallClockMs(new Date(instant).getTime(), timeZone)).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

/**
 * A local date and time in a time zone as ISO 8601 with that zone's offset, e.g.
 * ('2025-07-01', '14:30', 'Europe/London') → '2025-07-01T14:30:00+01:00'.
 * A time skipped by a DST jump moves forward by the jump; a repeated time takes its first
 * occurrence (the same choice as Temporal's 'compatible').
 */
export function zonedDateTimeToIso(date: string, time: string, timeZone: string): string {
  if (!localDateSchema.safeParse(date).success) throw new RangeError(`Invalid date: ${date}`)
  if (!localTimeSchema.safeParse(time).success) throw new RangeError(`Invalid time: ${time}`)
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Invalid time zone: ${timeZone}`)

  const wall = Date.parse(`${date}T${time}:00Z`)
  const dayMs = 86_400_000
  const offsetBefore = offsetMinutesAt(wall - dayMs, timeZone)
  const offsetAfter = offsetMinutesAt(wall + dayMs, timeZone)
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => wallClockMs(instant, timeZone) === wall)
  const instant = matches.length > 0 ? Math.min(...matches) : wall - offsetBefore * 60_000

  const offset = offsetMinutesAt(instant, timeZone)
  const local = new Date(instant + offset * 60_000).toISOString().slice(0, 19)
  return `${local}${formatOffset(offset)}`
}
