import { z } from 'zod'
import { cancellationTermsViewSchema } from '../booking/cancellation-terms'
import { partnerVehiclePriceSchema, quotedRatePlanSchema } from '../partner/rate-plan'
import { geoLocationSchema, rideTypeSchema } from '../trip/ride-details'
import { hourlyDurationSchema, multidayDaysSchema, passengerCountSchema } from '../trip/trip-bounds'
import { offsetDateTimeSchema, timeZoneSchema } from '../trip/zoned-time'
import { addOnModeSchema } from '../vehicle/add-on-mode'

export const priceCalculationMessages = {
  dropoffRequired: 'Dropoff is required for one-way rides',
  dropoffOneWayOnly: 'Dropoff applies to one-way rides only',
  durationRequired: 'Hours are required for hourly rides',
  durationHourlyOnly: 'Hours apply to hourly rides only',
  daysRequired: 'Days are required for multi-day rides',
  daysMultidayOnly: 'Days apply to multi-day rides only',
  roundTripOneWayOnly: 'Round trip applies to one-way rides only',
  returnRequired: 'Return date and time are required for a round trip',
  returnRoundTripOnly: 'Return date and time apply to round trips only',
  returnBeforePickup: 'Return must be after pickup',
} as const

type Issue = { message: string; path: string }

/** The ride type's own hours or days: required, and within their bounds. */
function countIssues(value: number | null | undefined, path: 'duration' | 'days'): Issue[] {
  const m = priceCalculationMessages
  if (value === undefined || value === null) {
    return [{ message: path === 'duration' ? m.durationRequired : m.daysRequired, path }]
  }
  const schema = path === 'duration' ? hourlyDurationSchema : multidayDaysSchema
  const problem = schema.safeParse(value).error?.issues[0]
  return problem ? [{ message: problem.message, path }] : []
}

/** Each ride type carries exactly its own fields (docs/product.md#endpoints). */
function rideTypeIssues(request: PriceCalculationRequest): Issue[] {
  const m = priceCalculationMessages
  const oneWay = request.ride_type === 'one-way'
  const issues: Issue[] = []
  if (oneWay && !request.dropoff) issues.push({ message: m.dropoffRequired, path: 'dropoff' })
  if (!oneWay && request.dropoff) issues.push({ message: m.dropoffOneWayOnly, path: 'dropoff' })
  const hourly = request.ride_type === 'hourly'
  if (hourly) issues.push(...countIssues(request.duration, 'duration'))
  if (!hourly && given(request.duration))
    issues.push({ message: m.durationHourlyOnly, path: 'duration' })
  const multiday = request.ride_type === 'multiday'
  if (multiday) issues.push(...countIssues(request.days, 'days'))
  if (!multiday && given(request.days)) issues.push({ message: m.daysMultidayOnly, path: 'days' })
  if (request.roundTrip && !oneWay)
    issues.push({ message: m.roundTripOneWayOnly, path: 'roundTrip' })
  if (request.roundTrip && !request.roundTripDateTime)
    issues.push({ message: m.returnRequired, path: 'roundTripDateTime' })
  if (!request.roundTrip && request.roundTripDateTime)
    issues.push({ message: m.returnRoundTripOnly, path: 'roundTripDateTime' })
  if (
    request.roundTrip &&
    request.roundTripDateTime &&
    Date.parse(request.roundTripDateTime) <= Date.parse(request.booking_time)
  )
    issues.push({ message: m.returnBeforePickup, path: 'roundTripDateTime' })
  return issues
}

/**
 * Hours or days as the field arrives: 0 and null mean "none", since a client with one form for
 * every ride type sends both fields each time. The ride type's own bounds are checked below,
 * because there the figure sets the price.
 */
const countOrNone = (label: string) => {
  const message = `${label} must be a whole number`
  return z.number({ error: message }).int({ error: message }).min(0, message).nullish()
}

/** A figure that counts: not left out, not null, not 0. */
const given = (value: number | null | undefined): value is number =>
  value !== undefined && value !== null && value !== 0

const priceCalculationFields = z.object({
  ride_type: rideTypeSchema,
  pickup: geoLocationSchema,
  /** One-way only. */
  dropoff: geoLocationSchema.optional(),
  /** Pickup time, ISO 8601 with offset. */
  booking_time: offsetDateTimeSchema,
  /** IANA zone of the pickup. */
  timezone: timeZoneSchema,
  roundTrip: z.boolean().default(false),
  /** Only when round trip. */
  roundTripDateTime: offsetDateTimeSchema.optional(),
  passengers: passengerCountSchema,
  /** Hours, hourly only (0 or null elsewhere means none). */
  duration: countOrNone('Hours'),
  /** Days, multi-day only (0 or null elsewhere means none). */
  days: countOrNone('Days'),
})
export type PriceCalculationRequest = z.infer<typeof priceCalculationFields>

/** POST /prices/calculate body (docs/product.md#endpoints). */
export const priceCalculationRequestSchema = priceCalculationFields.superRefine((request, ctx) => {
  for (const { message, path } of rideTypeIssues(request)) {
    ctx.addIssue({ code: 'custom', message, path: [path], input: request })
  }
})
export type PriceCalculationRequestInput = z.input<typeof priceCalculationRequestSchema>

/**
 * The longest signed quote a client may send back (docs/decisions/021-signed-quotes.md): a quote
 * of every class an area offers is a few KB; this leaves room and bounds what a booking reads.
 */
export const QUOTE_TOKEN_MAX_LENGTH = 32_000

export const priceTypes = ['fixed', 'hourly', 'daily'] as const
export const priceTypeSchema = z.enum(priceTypes)
export type PriceType = z.infer<typeof priceTypeSchema>

/** One entry of `available_vehicles`; `price` is the trip's base fare in USD. */
export const quotedVehicleSchema = z.object({
  city_vehicle_id: z.string().min(1),
  vehicle_name: z.string().min(1),
  vehicle_model: z.string(),
  vehicle_type: z.string().min(1),
  vehicle_logo: z.string(),
  passenger_capacity: z.number().int().positive(),
  luggage_capacity: z.number().int().nonnegative(),
  /** The all-in vehicle price in USD: ride, airport fee and night surcharge. */
  price: z.number().nonnegative(),
  price_type: priceTypeSchema,
  /** The night surcharge inside `price` (USD), shown for information. */
  night_charge_amount: z.number().nonnegative().optional(),
  /** The airport fee inside `price` (USD), shown for information as its own fare line. */
  airport_fee_amount: z.number().nonnegative().optional(),
  /** Overrides the area's modes below for this class, e.g. meet & greet included in luxury. */
  meet_greet_mode: addOnModeSchema.optional(),
  child_seat_mode: addOnModeSchema.optional(),
  /** This class's refund tiers as quoted: its own in the area, else the standard for its seats. */
  cancellation_terms: cancellationTermsViewSchema.optional(),
  /**
   * Present when a partner asked: what it pays for the vehicle (`net_price`) and what the traveller
   * is shown (`selling_price`) under its rate plan (docs/decisions/043-partner-rate-plans.md).
   */
  partner_price: partnerVehiclePriceSchema.optional(),
})
export type QuotedVehicle = z.infer<typeof quotedVehicleSchema>

/**
 * The signed quote as the price calculation returns it: `q1.<key id>.<trip>.<signature>`, only
 * letters, digits, `_`, `-` and `.` (base64url parts and a key id of word characters), so its
 * JSON needs no escaping. Exported on its own so the API can write it without the escape scan.
 */
export const quoteTokenSchema = z
  .string()
  .min(1)
  .max(QUOTE_TOKEN_MAX_LENGTH)
  .describe(
    'The signed quote: the priced trip and the server’s signature, a few KB of text. Nothing is ' +
      'stored until a booking sends it back unchanged as its quote_id; an edited one is refused.',
  )

/** `data` of POST /prices/calculate. Add-on modes and charges (USD) apply to every vehicle. */
export const priceCalculationResponseSchema = z.object({
  available_vehicles: z.array(quotedVehicleSchema),
  meet_greet_mode: addOnModeSchema,
  meet_greet_charge_amount: z.number().nonnegative(),
  child_seat_mode: addOnModeSchema,
  /** Per seat. */
  child_seat_charge_amount: z.number().nonnegative(),
  /** Null when the ride has no dropoff (hourly, multi-day). */
  distance_km: z.number().nonnegative().nullable(),
  duration_min: z.number().nonnegative().nullable(),
  /**
   * The signed quote: an opaque text (a few KB) that carries the priced trip and the server's
   * signature. Send it back unchanged as the booking's `quote_id`; any edit makes it invalid.
   */
  quote_id: quoteTokenSchema,
  quote_expires_at: offsetDateTimeSchema,
  /** Why no vehicles are offered, e.g. the pickup is outside every service area. */
  reason: z.string().optional(),
  /** Present when a signed-in partner asked: its discount, applied to the fare as its own line. */
  partner_discount_percent: z.number().min(0).max(100).optional(),
  /** Present when a partner asked: the kind of its rate plan, its mark-up, whether prices hide. */
  partner_rate_plan: quotedRatePlanSchema.optional(),
})
export type PriceCalculationResponse = z.infer<typeof priceCalculationResponseSchema>
