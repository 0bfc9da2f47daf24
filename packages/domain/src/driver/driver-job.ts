import { z } from 'zod'
import { flightSummarySchema } from '../flight/flight-summary'
import { bookingCodeSchema } from '../booking/booking-code'
import { bookingStatusSchema, type BookingStatus } from '../booking/booking-status'
import { DRIVER_LOCATION_KEEP_DAYS } from '../booking/service-commitments'
import { cancelInputSchema } from '../operator/ops-booking'
import { driverSteps, type DriverStep } from './driver-job-words'

// The page's words and constants live in driver-job-words.ts, without zod, so the driver's page
// can show them before (and without) loading any schema.
export {
  DRIVER_LOCATION_INTERVAL_MS,
  DRIVER_TOKEN_HEADER,
  driverJobMessages,
  driverStepLabels,
  driverStepQuestions,
  driverSteps,
  type DriverStep,
} from './driver-job-words'

// The driver's job page (/driver/jobs/#<token>) and its calls under /api/v1/driver/job
// (docs/decisions/029-providers-and-drivers.md#the-drivers-job-link). The driver has no account:
// the link's token, sent in X-Driver-Token, is the only credential.

/** A job link dies this long after the ride's end (issue 15, security). */
export const DRIVER_LINK_HOURS_AFTER_RIDE = 24

export const driverStepSchema = z.enum(driverSteps)

/** The step a driver may take next from `status`, in the page's order (no-show last). */
export function nextDriverSteps(status: BookingStatus): DriverStep[] {
  switch (status) {
    case 'assigned':
      return ['driver_en_route']
    case 'driver_en_route':
      return ['driver_arrived']
    case 'driver_arrived':
      return ['passenger_on_board', 'no_show']
    case 'passenger_on_board':
      return ['completed']
    default:
      return []
  }
}

const instant = z.iso.datetime({ offset: true })
const place = z.object({
  address: z.string(),
  /** What the traveller added: a terminal, a gate, a flat number. */
  detail: z.string(),
  /** Opens the phone's maps app with directions to this place. */
  navigation_url: z.url(),
  /** Where it is, for the page's map (docs/decisions/041-ride-map.md). */
  point: z.object({ lat: z.number(), lng: z.number() }),
})

export const driverJobSchema = z.object({
  booking_code: bookingCodeSchema,
  status: bookingStatusSchema,
  pickup_time: instant,
  /** The pickup's IANA zone: the page shows every time in it. */
  timezone: z.string(),
  ride_type: z.string(),
  duration_hours: z.number().int().nullable(),
  round_trip_time: instant.nullable(),
  pickup: place,
  dropoff: place.nullable(),
  pickup_at_airport: z.boolean(),
  passenger: z.object({
    name: z.string(),
    phone: z.string(),
    passengers: z.number().int(),
    luggage_count: z.number().int(),
    child_seat_count: z.number().int(),
  }),
  flight_number: z.string().nullable(),
  /** The tracked flight, when the pickup waits for one (docs/decisions/036-flight-tracking.md). */
  flight: flightSummarySchema.nullable(),
  /** The text of the name sign when the traveller chose meet & greet, else null. */
  name_sign: z.string().nullable(),
  notes: z.string().nullable(),
  vehicle: z.object({ make_model: z.string(), colour: z.string(), plate: z.string() }).nullable(),
  /** What the driver may report next, in order. */
  next_steps: z.array(driverStepSchema),
  /** When no-show becomes allowed (waiting.free_until), once the driver has arrived. */
  no_show_from: instant.nullable(),
  /** The free waiting at this pickup by the area's policy, in minutes. */
  free_waiting_minutes: z.number().int(),
  /**
   * The waiting clock once the driver has arrived, else null: from when it runs, when the free
   * waiting ends, and the length of a block of extra waiting. The page shows blocks, never money.
   */
  waiting: z
    .object({
      started_at: instant,
      free_until: instant,
      block_minutes: z.number().int(),
    })
    .nullable(),
  /** Whether the page should share the phone's position now (only while on the way). */
  share_location: z.boolean(),
  /**
   * The phone's last position the server took in the last few minutes, while it shares one, for
   * the page's map; else null.
   */
  driver_point: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** Until when the driver may take back the step just taken (a minute after it), else null. */
  undo_until: instant.nullable(),
})
export type DriverJob = z.infer<typeof driverJobSchema>

export const driverStepRequestSchema = z.object({ to: driverStepSchema })
export type DriverStepRequest = z.infer<typeof driverStepRequestSchema>

/** POST /driver/job/undo: takes back the step just taken; the reason goes on the timeline. */
export const driverUndoRequestSchema = z.object({
  reason: z.string().trim().max(500).optional(),
})
export type DriverUndoRequest = z.infer<typeof driverUndoRequestSchema>

/** POST /ops/bookings/:id/undo-driver-step: the booking as last read, and why (on the timeline). */
export const opsDriverStepUndoSchema = cancelInputSchema.pick({
  expected_version: true,
  reason: true,
})
export type OpsDriverStepUndo = z.input<typeof opsDriverStepUndoSchema>

export const driverLocationRequestSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  /** Metres, as the phone reports it. */
  accuracy: z.number().min(0).max(100_000).nullish(),
})
export type DriverLocationRequest = z.infer<typeof driverLocationRequestSchema>

/** A link that opens directions to a place in the phone's maps app. */
export function navigationUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`
}

/** When the ride is over as far as the link is concerned: the pickup, the return or the hire's end. */
export function rideEndsAt(ride: {
  pickupTime: Date
  roundTripTime?: Date | null
  durationHours?: number | null
  days?: number | null
}): Date {
  const pickup = ride.pickupTime.getTime()
  const hours = Math.max(ride.durationHours ?? 0, (ride.days ?? 0) * 24)
  return new Date(Math.max(pickup + hours * 3_600_000, ride.roundTripTime?.getTime() ?? 0))
}

/** When the driver's positions for this ride are deleted: a week after it ends. */
export function locationPurgeAt(ride: Parameters<typeof rideEndsAt>[0]): Date {
  return new Date(rideEndsAt(ride).getTime() + DRIVER_LOCATION_KEEP_DAYS * 86_400_000)
}

/** When a job link issued for this ride stops working. */
export function driverLinkExpiresAt(ride: Parameters<typeof rideEndsAt>[0]): Date {
  return new Date(rideEndsAt(ride).getTime() + DRIVER_LINK_HOURS_AFTER_RIDE * 3_600_000)
}
