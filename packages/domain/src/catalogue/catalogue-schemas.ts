import { z } from 'zod'
import { rideTypeSchema } from '../trip/ride-details'
import { hourlyDurationSchema, multidayDaysSchema, passengerCountSchema } from '../trip/trip-bounds'
import { localTimeSchema, timeZoneSchema } from '../trip/zoned-time'
import { defaultWaitingPolicy as waiting } from '../booking/waiting-policy'
import { cancellationTermsSchema } from '../booking/cancellation-terms'
import { addOnModes } from '../vehicle/add-on-mode'
import { catalogueMessages as m } from './catalogue-messages'

// The catalogue editor (docs/decisions/015-catalogue-editor.md): bodies of the
// /ops/catalogue endpoints and of the console's area and rate forms. Money is in USD cents.

const number = (message: string) => z.number({ error: message })
const cents = number(m.centsInvalid)
  .int(m.centsInvalid)
  .min(0, m.centsInvalid)
  .max(100_000_000, m.centsInvalid)
const percent = number(m.percentInvalid)
  .int(m.percentInvalid)
  .min(0, m.percentInvalid)
  .max(100, m.percentInvalid)
const addOnMode = z.enum(addOnModes, { error: m.addOnModeInvalid })
const wholeNumber = (message: string, min: number, max: number) =>
  number(message).int(message).min(min, message).max(max, message)
const freeWaiting = wholeNumber(m.freeWaitingInvalid, 0, 240)

export const serviceAreaIdSchema = z
  .string({ error: m.areaIdInvalid })
  .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, m.areaIdInvalid)

const areaFields = {
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.tooLong),
  country_code: z
    .string({ error: m.countryInvalid })
    .trim()
    .regex(/^[A-Za-z]{2}$/, m.countryInvalid)
    .transform((code) => code.toUpperCase())
    .pipe(z.string()),
  timezone: timeZoneSchema,
  center_lat: number(m.latitudeInvalid).min(-90, m.latitudeInvalid).max(90, m.latitudeInvalid),
  center_lng: number(m.longitudeInvalid).min(-180, m.longitudeInvalid).max(180, m.longitudeInvalid),
  radius_km: number(m.radiusInvalid).gt(0, m.radiusInvalid).max(1000, m.radiusInvalid),
  average_speed_kmh: number(m.speedInvalid).gt(0, m.speedInvalid).max(200, m.speedInvalid),
  airport_fee_cents: cents,
  night_surcharge_percent: percent,
  round_trip_discount_percent: percent,
  lead_time_hours: number(m.leadTimeInvalid).min(0, m.leadTimeInvalid).max(720, m.leadTimeInvalid),
  meet_greet_mode: addOnMode,
  meet_greet_charge_cents: cents,
  child_seat_mode: addOnMode,
  child_seat_charge_cents: cents,
  // Waiting and no-shows (docs/product.md#waiting-flights-and-service-hours).
  free_waiting_airport_minutes: freeWaiting,
  free_waiting_other_minutes: freeWaiting,
  /** Per started WAITING_BLOCK_MINUTES past the free waiting. */
  waiting_charge_cents_per_block: cents,
  no_show_radius_meters: wholeNumber(m.noShowRadiusInvalid, 50, 5000),
  arrival_buffer_minutes: wholeNumber(m.arrivalBufferInvalid, 0, 240),
}

/** The console's area form: every field of an area but its id. */
export const serviceAreaFormSchema = z.object(areaFields)
export type ServiceAreaFormInput = z.input<typeof serviceAreaFormSchema>
export type ServiceAreaFormValues = z.output<typeof serviceAreaFormSchema>

/** POST /ops/catalogue/areas (admin); the waiting fields default to defaultWaitingPolicy. */
export const serviceAreaInputSchema = serviceAreaFormSchema.extend({
  id: serviceAreaIdSchema,
  active: z.boolean().default(true),
  free_waiting_airport_minutes: areaFields.free_waiting_airport_minutes.default(
    waiting.freeMinutesAirportArrival,
  ),
  free_waiting_other_minutes: areaFields.free_waiting_other_minutes.default(
    waiting.freeMinutesOther,
  ),
  waiting_charge_cents_per_block: cents.default(waiting.chargeCentsPerBlock),
  no_show_radius_meters: areaFields.no_show_radius_meters.default(waiting.noShowRadiusMeters),
  arrival_buffer_minutes: areaFields.arrival_buffer_minutes.default(waiting.arrivalBufferMinutes),
})
export type ServiceAreaInput = z.output<typeof serviceAreaInputSchema>
export type ServiceAreaInputFields = z.input<typeof serviceAreaInputSchema>

const atLeastOne = (value: Record<string, unknown>) =>
  Object.values(value).some((field) => field !== undefined)

/** PATCH /ops/catalogue/areas/:id (admin): any fields; `active` deactivates or reactivates. */
export const serviceAreaChangeSchema = serviceAreaFormSchema
  .extend({ active: z.boolean() })
  .partial()
  .refine(atLeastOne, { error: m.nothingToChange })
export type ServiceAreaChange = z.output<typeof serviceAreaChangeSchema>

/** The console's rate row and PUT /ops/catalogue/areas/:id/rates/:classId (admin). */
export const vehicleRateInputSchema = z.object({
  base_fare_cents: cents,
  per_km_cents: cents,
  per_minute_cents: cents,
  minimum_fare_cents: cents,
  hourly_rate_cents: cents,
  daily_rate_cents: cents,
  /** Null takes the area's mode. */
  meet_greet_mode: addOnMode.nullable().default(null),
  child_seat_mode: addOnMode.nullable().default(null),
  /** This class's charge per started block of extra waiting; null takes the area's. */
  waiting_charge_cents_per_block: cents.nullable().default(null),
  /** This class's own refund tiers in the area; null keeps the standard terms for its seats. */
  cancellation_terms: cancellationTermsSchema.nullable().default(null),
  active: z.boolean().default(true),
})
export type VehicleRateInput = z.input<typeof vehicleRateInputSchema>
export type VehicleRateValues = z.output<typeof vehicleRateInputSchema>

/** A sample trip the preview prices; one-way needs distance and time, the others hours or days. */
export const sampleTripSchema = z.object({
  ride_type: rideTypeSchema,
  distance_km: number(m.distanceInvalid)
    .gt(0, m.distanceInvalid)
    .max(1000, m.distanceInvalid)
    .default(20),
  duration_min: number(m.durationInvalid)
    .min(0, m.durationInvalid)
    .max(1440, m.durationInvalid)
    .default(30),
  hours: hourlyDurationSchema.default(3),
  days: multidayDaysSchema.default(2),
  /** Wall-clock pickup time in the area's time zone, HH:mm. */
  pickup_local_time: localTimeSchema,
  passengers: passengerCountSchema,
  airport_trip: z.boolean().default(false),
  round_trip: z.boolean().default(false),
})
export type SampleTrip = z.output<typeof sampleTripSchema>

/**
 * POST /ops/catalogue/areas/:id/preview: a sample trip, with unsaved area values and rates
 * (by vehicle class id) from the editor laid over the saved ones.
 */
export const cataloguePreviewSchema = z.object({
  trip: sampleTripSchema,
  area: serviceAreaFormSchema.partial().optional(),
  rates: z.record(z.string().max(60), vehicleRateInputSchema).optional(),
})
export type CataloguePreviewRequest = z.input<typeof cataloguePreviewSchema>
export type CataloguePreviewSchemaOutput = z.output<typeof cataloguePreviewSchema>
