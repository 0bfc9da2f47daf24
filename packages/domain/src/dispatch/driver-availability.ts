import { z } from 'zod'
import { straightLineKm, type LatLng } from '../driver/driver-eta'
import type { BookingStatus } from '../booking/booking-status'
import {
  localTimeSchema,
  offsetDateTimeSchema,
  wallClockInZone,
  zonedDateTimeToIso,
} from '../trip/zoned-time'
import { availabilityMessages as m } from './availability-messages'

// When a driver can take a ride (docs/decisions/034-driver-availability.md): the weekly working
// hours and the time off a provider or an operator keeps for them, and the span each ride keeps
// its driver busy. Assigning a driver whose span meets another ride's, a time off, or falls
// outside their hours is refused, with what it meets named.

/** Monday is 1 and Sunday 7, as in ISO 8601. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const
export type Weekday = (typeof weekdays)[number]
export const weekdayNames: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
}

/**
 * How long a ride keeps its driver before and after it, when the area sets nothing else: the
 * driver is on the way from `leadMarginMinutes` before pickup, and free again `bufferMinutes`
 * after the estimated drop-off.
 */
export const DEFAULT_DISPATCH_MARGINS = { leadMarginMinutes: 30, bufferMinutes: 15 } as const
export type DispatchMargins = { leadMarginMinutes: number; bufferMinutes: number }

/** The most shifts one driver's week may hold; the most time-off entries a list shows. */
export const MAX_SHIFTS_PER_WEEK = 21
export const MAX_TIME_OFF_DAYS = 366

/**
 * One shift, in the wall-clock time of the ride's area. An end before the start runs past
 * midnight into the next day (22:00–06:00); an end equal to the start is a whole day.
 */
export const shiftSchema = z.object({
  weekday: z
    .number({ error: m.weekdayInvalid })
    .int(m.weekdayInvalid)
    .min(1, m.weekdayInvalid)
    .max(7, m.weekdayInvalid),
  starts: localTimeSchema,
  ends: localTimeSchema,
})
export type Shift = z.infer<typeof shiftSchema>

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** A shift's minutes from the start of its weekday's week, as [start, end). */
function weekSpan(shift: Shift): [number, number] {
  const start = (shift.weekday - 1) * 1440 + minutesOf(shift.starts)
  const length = (minutesOf(shift.ends) - minutesOf(shift.starts) + 1440) % 1440 || 1440
  return [start, start + length]
}

/** Two shifts of a week that share a minute (a Sunday night shift may run into Monday). */
function shiftsOverlap(a: Shift, b: Shift): boolean {
  const [aStart, aEnd] = weekSpan(a)
  const [bStart, bEnd] = weekSpan(b)
  const week = 7 * 1440
  return [-week, 0, week].some((shift) => aStart < bEnd + shift && bStart + shift < aEnd)
}

/** PUT …/drivers/:id/working-hours. An empty list means no hours are kept: any time will do. */
export const workingHoursInputSchema = z.object({
  shifts: z
    .array(shiftSchema)
    .max(MAX_SHIFTS_PER_WEEK, m.tooManyShifts)
    .superRefine((shifts, context) => {
      shifts.forEach((shift, index) => {
        const earlier = shifts.slice(0, index).find((other) => shiftsOverlap(other, shift))
        if (earlier) {
          context.addIssue({
            code: 'custom',
            path: [index, 'starts'],
            message: m.shiftsOverlap(
              weekdayNames[shift.weekday as Weekday],
              weekdayNames[earlier.weekday as Weekday],
            ),
          })
        }
      })
    }),
})
export type WorkingHoursInput = z.infer<typeof workingHoursInputSchema>

/** POST …/drivers/:id/time-off: from and to as ISO 8601 with an offset. */
export const timeOffInputSchema = z
  .object({
    starts_at: offsetDateTimeSchema,
    ends_at: offsetDateTimeSchema,
    note: z.string().trim().max(200, m.noteTooLong).default(''),
  })
  .superRefine((value, context) => {
    const starts = Date.parse(value.starts_at)
    const ends = Date.parse(value.ends_at)
    if (!(ends > starts)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: m.timeOffEndsBeforeStart })
    } else if (ends - starts > MAX_TIME_OFF_DAYS * 86_400_000) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: m.timeOffTooLong })
    }
  })
export type TimeOffInput = z.input<typeof timeOffInputSchema>

export const timeOffSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  note: z.string(),
})
export type TimeOff = z.infer<typeof timeOffSchema>

/** GET …/drivers/:id/availability: the week's shifts and the time off still to come. */
export const driverAvailabilitySchema = z.object({
  driver_id: z.string(),
  /** The zone the portal shows times in: the provider's first service area's. */
  time_zone: z.string(),
  shifts: z.array(shiftSchema),
  time_off: z.array(timeOffSchema),
})
export type DriverAvailability = z.infer<typeof driverAvailabilitySchema>

/** One driver in an assign picker, with whether this ride fits their time. */
export const driverChoiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  free: z.boolean(),
  /** Why not, naming the ride or time off in the way; null when free. */
  busy_reason: z.string().nullable(),
})
export const driverChoicesSchema = z.object({ drivers: z.array(driverChoiceSchema) })
export type DriverChoice = z.infer<typeof driverChoiceSchema>

/** A span of time, [start, end). */
export type Span = { start: Date; end: Date }

export type RideTimeFacts = {
  /** one-way, hourly or multiday; the stored text of any other counts as one-way. */
  rideType: string
  pickupAt: Date
  /** The return pickup of a round trip. */
  returnAt: Date | null
  durationHours: number | null
  days: number | null
  pickup: LatLng
  dropoff: LatLng | null
}

/** How the area's roads are driven when no router answers (the catalogue's figures). */
export type RoadFacts = { roadFactor: number; averageSpeedKmh: number }

/** Estimated minutes of driving between two places, by the area's road figures, rounded up. */
export function estimatedDriveMinutes(from: LatLng, to: LatLng, road: RoadFacts): number {
  const km = straightLineKm(from, to) * road.roadFactor
  return Math.ceil((km / road.averageSpeedKmh) * 60)
}

const addMinutes = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000)

/**
 * The spans a ride keeps its driver busy: from the lead margin before pickup to the buffer
 * after the estimated drop-off. An hourly ride lasts its hours, a multi-day hire its days, a
 * one-way ride its estimated drive; a round trip's return leg is a span of its own.
 */
export function rideOccupancy(
  ride: RideTimeFacts,
  road: RoadFacts,
  margins: DispatchMargins = DEFAULT_DISPATCH_MARGINS,
): Span[] {
  const span = (from: Date, minutes: number): Span => ({
    start: addMinutes(from, -margins.leadMarginMinutes),
    end: addMinutes(from, minutes + margins.bufferMinutes),
  })
  if (ride.rideType === 'hourly') return [span(ride.pickupAt, (ride.durationHours ?? 1) * 60)]
  if (ride.rideType === 'multiday') return [span(ride.pickupAt, (ride.days ?? 1) * 1440)]
  const drive = ride.dropoff ? estimatedDriveMinutes(ride.pickup, ride.dropoff, road) : 60
  const spans = [span(ride.pickupAt, drive)]
  if (ride.returnAt) spans.push(span(ride.returnAt, drive))
  return spans
}

export const spansOverlap = (a: Span, b: Span) => a.start < b.end && b.start < a.end

const isoDay = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
const nextDate = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The shifts worked between two instants, as spans, in the zone's wall clock. */
function shiftSpans(shifts: readonly Shift[], between: Span, timeZone: string): Span[] {
  const spans: Span[] = []
  // A night shift begun the day before may still be running at the start.
  let date = nextDate(wallClockInZone(between.start, timeZone).date, -1)
  const last = wallClockInZone(between.end, timeZone).date
  while (date <= last) {
    for (const shift of shifts) {
      if (shift.weekday !== isoDay(date)) continue
      const endsNextDay = minutesOf(shift.ends) <= minutesOf(shift.starts)
      spans.push({
        start: new Date(zonedDateTimeToIso(date, shift.starts, timeZone)),
        end: new Date(
          zonedDateTimeToIso(endsNextDay ? nextDate(date) : date, shift.ends, timeZone),
        ),
      })
    }
    date = nextDate(date)
  }
  return spans.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/**
 * True when the driver's shifts cover the whole span, back to back shifts counting as one. No
 * shifts at all means no hours are kept, and any time will do.
 */
export function withinWorkingHours(
  span: Span,
  shifts: readonly Shift[],
  timeZone: string,
): boolean {
  if (shifts.length === 0) return true
  let coveredUntil = span.start.getTime()
  for (const shift of shiftSpans(shifts, span, timeZone)) {
    if (shift.start.getTime() > coveredUntil) break
    coveredUntil = Math.max(coveredUntil, shift.end.getTime())
    if (coveredUntil >= span.end.getTime()) return true
  }
  return coveredUntil >= span.end.getTime()
}

/** What keeps a driver from a ride: the first thing found, in this order. */
export type DriverConflict =
  | { kind: 'ride'; bookingCode: string; span: Span }
  | { kind: 'time_off'; span: Span }
  | { kind: 'hours' }

/** Another ride still to be driven, by its spans (the rides a driver or a vehicle has). */
export type BusyRide = { bookingCode: string; spans: readonly Span[] }

export type DriverTime = {
  shifts: readonly Shift[]
  timeOff: readonly Span[]
  /** The driver's other rides that still keep them busy, each by its spans. */
  rides: readonly BusyRide[]
}

/** The first of the other rides whose spans meet this ride's, with the span that meets it. */
export function rideInTheWay(
  occupancy: readonly Span[],
  rides: readonly BusyRide[],
): { bookingCode: string; span: Span } | null {
  for (const ride of rides) {
    const clash = ride.spans.find((span) => occupancy.some((own) => spansOverlap(own, span)))
    if (clash) return { bookingCode: ride.bookingCode, span: clash }
  }
  return null
}

/** Whether a ride's spans fit a driver's time; null when they do. */
export function driverConflict(
  occupancy: readonly Span[],
  driver: DriverTime,
  timeZone: string,
): DriverConflict | null {
  const ride = rideInTheWay(occupancy, driver.rides)
  if (ride) return { kind: 'ride', ...ride }
  const off = driver.timeOff.find((span) => occupancy.some((own) => spansOverlap(own, span)))
  if (off) return { kind: 'time_off', span: off }
  if (!occupancy.every((span) => withinWorkingHours(span, driver.shifts, timeZone))) {
    return { kind: 'hours' }
  }
  return null
}

const shortFormatters = new Map<string, Intl.DateTimeFormat>()
/** '3 Dec 14:30' in the zone: how the availability sentences write an instant. */
export function shortDateTime(at: Date, timeZone: string): string {
  let formatter = shortFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    shortFormatters.set(timeZone, formatter)
  }
  return formatter.format(at)
}

/** The sentence the API and the pickers show for a conflict, times in the ride's zone. */
export function driverConflictMessage(
  conflict: DriverConflict,
  driverName: string,
  timeZone: string,
): string {
  if (conflict.kind === 'hours') return m.outsideHours(driverName)
  const from = shortDateTime(conflict.span.start, timeZone)
  const to = shortDateTime(conflict.span.end, timeZone)
  return conflict.kind === 'ride'
    ? m.busyWithRide(driverName, conflict.bookingCode, from, to)
    : m.timeOff(driverName, from, to)
}

/** The statuses of a ride still to be driven: its driver is kept for it. */
export const driverBusyStatuses = [
  'confirmed',
  'assigned',
  'driver_en_route',
  'driver_arrived',
  'passenger_on_board',
] as const satisfies readonly BookingStatus[]
