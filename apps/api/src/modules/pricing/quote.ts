import {
  addOnModeSchema,
  cancellationTermsViewSchema,
  priceTypeSchema,
  vehicleTypes,
  type AddOnMode,
  type PriceCalculationRequest,
  type RideType,
} from '@ridelane/domain'
import { z } from 'zod'

/** How long a quote's prices hold (docs/product.md#api-contract). */
export const QUOTE_LIFETIME_MINUTES = 30

/**
 * Expired quotes leave the table (docs/decisions/012-quote-retention.md): an hour after expiry,
 * far longer than a booking request takes between reading its quote and storing itself.
 */
export const QUOTE_CLEANUP = {
  graceMinutes: 60,
  intervalMs: 10 * 60_000,
  batchSize: 500,
  maxBatchesPerPass: 20,
} as const

/**
 * Quotes one address may ask for: a traveller refreshes a handful of times, a desk books all day;
 * a script filling the table is held to what the clean-up keeps small (docs/decisions/007).
 */
export const QUOTE_RATE_LIMIT = { max: 60, timeWindow: '10 minutes' } as const

const cents = z.number().int().nonnegative()

/** Refund tiers as a signed quote's row writes them: [[hours, percent], …] per kind, in order. */
const compactTiers = z.array(z.tuple([z.number(), z.number()]))
const compactTermsSchema = z.tuple([compactTiers, compactTiers, compactTiers])
type TermsView = z.output<typeof cancellationTermsViewSchema>

export function compactTerms(terms: TermsView): z.output<typeof compactTermsSchema> {
  const rows = (tiers: TermsView['transfer']) =>
    tiers.map((tier): [number, number] => [tier.hours_notice, tier.refund_percent])
  return [rows(terms.transfer), rows(terms.charter), rows(terms.multiday)]
}

function expandTerms([transfer, charter, multiday]: z.output<
  typeof compactTermsSchema
>): TermsView {
  const tiers = (rows: Array<[number, number]>) =>
    rows.map(([hours, percent]) => ({ hours_notice: hours, refund_percent: percent }))
  return { transfer: tiers(transfer), charter: tiers(charter), multiday: tiers(multiday) }
}

/**
 * One priced class as the quote keeps it (the `vehicles` jsonb, in the API's snake_case);
 * money in USD cents.
 */
export const quotedVehicleRecordSchema = z.object({
  /** `city_vehicle_id` of the response and `vehicle_id` of the booking: '<area>:<class>'. */
  city_vehicle_id: z.string().min(1),
  vehicle_class_id: z.string().min(1),
  vehicle_name: z.string().min(1),
  vehicle_model: z.string(),
  vehicle_type: z.enum(vehicleTypes),
  vehicle_logo: z.string(),
  category: z.string(),
  passenger_capacity: z.number().int().positive(),
  luggage_capacity: z.number().int().nonnegative(),
  price_type: priceTypeSchema,
  /** All-in vehicle price = ride + airport fee + night charge: the fare's base. */
  price_cents: cents,
  ride_cents: cents,
  airport_fee_cents: cents,
  night_charge_cents: cents,
  /** This class's modes: the area's unless the class overrides them (luxury includes M&G). */
  meet_greet_mode: addOnModeSchema,
  child_seat_mode: addOnModeSchema,
  /**
   * The class's refund tiers when quoted; absent from quotes made before they were kept. A
   * signed quote carries them as compact rows (quote-signing.ts), read back into this shape.
   */
  cancellation_terms: z
    .union([cancellationTermsViewSchema, compactTermsSchema.transform(expandTerms)])
    .nullish(),
})
export type QuotedVehicleRecord = z.infer<typeof quotedVehicleRecordSchema>

export const quotedVehicleRecordsSchema = z.array(quotedVehicleRecordSchema)

/** A stored price quote, as the bookings feature reads it. */
export type Quote = {
  id: string
  /** Null when the pickup is outside every service area (then `vehicles` is empty). */
  areaId: string | null
  rideType: RideType
  /** The validated POST /prices/calculate body. */
  request: PriceCalculationRequest
  pickupAt: Date
  /** IANA zone of the pickup, from the place data. */
  timezone: string
  /** One leg; null for hourly and multi-day rides. */
  distanceKm: number | null
  durationMin: number | null
  vehicles: QuotedVehicleRecord[]
  /** The area's add-on modes and unit charges (child seat per seat), in USD cents. */
  meetGreetMode: AddOnMode
  meetGreetChargeCents: number
  childSeatMode: AddOnMode
  childSeatChargeCents: number
  createdAt: Date
  expiresAt: Date
  /** True once `expiresAt` has passed (as of the `now` given to findQuote). */
  expired: boolean
}
