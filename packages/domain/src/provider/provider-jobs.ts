import { z } from 'zod'
import { flightSummarySchema } from '../flight/flight-summary'
import { bookingStatusSchema } from '../booking/booking-status'
import { homeBaseSchema } from './provider-fields'
import { rideOfferMessages as m, rideOfferStatusSchema } from './ride-offers'

// The provider portal's jobs (issue 15): the rides offered to a provider and those it holds.
// Answers of /provider/jobs*, /provider/drivers and /provider/vehicles.

/**
 * offered: its open, unexpired offers; accepted: rides it holds without a driver yet;
 * upcoming: rides it holds with a driver, not finished; done: completed, no-show, or cancelled
 * after it took them.
 */
export const providerJobTabs = ['offered', 'accepted', 'upcoming', 'done'] as const
export const providerJobTabSchema = z.enum(providerJobTabs)
export type ProviderJobTab = z.infer<typeof providerJobTabSchema>

export const providerJobsQuerySchema = z.object({ tab: providerJobTabSchema.default('offered') })
export const providerJobParamsSchema = z.object({ bookingId: z.string().max(100) })

/** POST /provider/jobs/:bookingId/assignment: one of its own drivers and vehicles. */
export const providerAssignmentInputSchema = z.object({
  driver_id: z.uuid({ error: m.driverRequired }),
  vehicle_id: z.uuid({ error: m.vehicleRequired }),
})
export type ProviderAssignmentInput = z.input<typeof providerAssignmentInputSchema>

/**
 * What the provider earns: the fare before any partner discount (ours to bear), less our
 * commission (in hundredths of a percent, as the provider row keeps it). Cents in, cents out.
 */
export function providerPayoutCents(fareCents: number, commissionHundredths: number): number {
  return fareCents - Math.round((fareCents * commissionHundredths) / 10_000)
}

const instant = z.iso.datetime({ offset: true })
const money = z.number()

export const providerJobDriverSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string(),
})
export const providerJobVehicleSchema = z.object({
  id: z.uuid(),
  vehicle_class_id: z.string(),
  make_model: z.string(),
  colour: z.string(),
  plate: z.string(),
  seats: z.number().int(),
})

/** One row of GET /provider/jobs. */
export const providerJobSchema = z.object({
  booking_id: z.uuid(),
  booking_code: z.string(),
  booking_status: bookingStatusSchema,
  ride_type: z.string(),
  /** The pickup instant, and the same on the pickup's own clock ('2030-01-15', '09:30'). */
  pickup_time: instant,
  timezone: z.string(),
  pickup_date_local: z.string(),
  pickup_time_local: z.string(),
  pickup_location: z.string(),
  pickup_address_detail: z.string(),
  dropoff_location: z.string().nullable(),
  dropoff_address_detail: z.string(),
  duration_hours: z.number().int().nullable(),
  vehicle_class_id: z.string().nullable(),
  vehicle_name: z.string(),
  passengers: z.number().int(),
  luggage_count: z.number().int(),
  child_seat_count: z.number().int(),
  meet_greet: z.boolean(),
  /** What the provider earns for the ride: the fare less our commission. */
  earnings: z.object({
    fare: money,
    commission_percent: z.number(),
    payout: money,
    currency: z.string(),
  }),
  /** The provider's latest offer of this ride; null for a ride assigned to it directly. */
  offer: z.object({ id: z.uuid(), status: rideOfferStatusSchema, expires_at: instant }).nullable(),
  driver: providerJobDriverSchema.nullable(),
  vehicle: providerJobVehicleSchema.nullable(),
})
export type ProviderJob = z.infer<typeof providerJobSchema>

export const providerJobListSchema = z.object({
  tab: providerJobTabSchema,
  jobs: z.array(providerJobSchema),
})
export type ProviderJobList = z.infer<typeof providerJobListSchema>

/**
 * GET /provider/jobs/:bookingId: the row, with the traveller's details once the ride is the
 * provider's (an offer alone shows the ride, not the person), and what it may do now.
 */
export const providerJobDetailSchema = providerJobSchema.extend({
  traveller: z
    .object({
      name: z.string(),
      phone_number: z.string(),
      flight_number: z.string().nullable(),
      /** The tracked flight, when the pickup waits for one. */
      flight: flightSummarySchema.nullable(),
      driver_instructions: z.string().nullable(),
    })
    .nullable(),
  can_accept: z.boolean(),
  can_decline: z.boolean(),
  can_assign: z.boolean(),
})
export type ProviderJobDetail = z.infer<typeof providerJobDetailSchema>

/** One of the provider's drivers as its portal lists them. */
export const providerDriverSchema = providerJobDriverSchema.extend({
  languages: z.array(z.string()),
  home_base: homeBaseSchema.nullable(),
})
export type ProviderDriver = z.infer<typeof providerDriverSchema>
export const providerDriverListSchema = z.object({ drivers: z.array(providerDriverSchema) })

/** PUT /provider/drivers/:driverId/home-base: a point picked in the place search, or `null`. */
export const driverHomeBaseInputSchema = z.object({ home_base: homeBaseSchema.nullable() })
export type DriverHomeBaseInput = z.infer<typeof driverHomeBaseInputSchema>
export const providerVehicleListSchema = z.object({ vehicles: z.array(providerJobVehicleSchema) })

/** `event: jobs` on GET /provider/stream: something about this provider's jobs changed. */
export const providerJobsChangeSchema = z.object({
  booking_id: z.uuid(),
  reason: z.enum(['offered', 'accepted', 'declined', 'expired', 'withdrawn', 'changed']),
})
export type ProviderJobsChange = z.infer<typeof providerJobsChangeSchema>
