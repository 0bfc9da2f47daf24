import { z } from 'zod'
import { addressDetailSchema } from '../places/address-detail'
import { currencyCodeSchema, DEFAULT_CURRENCY } from '../currency/currencies'
import {
  emailSchema,
  personNameSchema,
  phoneSchema,
  whatsappSchema,
} from '../passenger/person-fields'
import { priceCalculationMessages, QUOTE_TOKEN_MAX_LENGTH } from '../pricing/price-calculation'
import { ADDRESS_MAX_LENGTH } from '../trip/ride-details'
import {
  CHILD_SEAT_BOUNDS,
  LUGGAGE_BOUNDS,
  luggageCountSchema,
  outOfBounds,
  tripBoundsMessages,
} from '../trip/trip-bounds'
import { wordingText } from '../language/translator'
import { oneLineTextSchema } from '../validation/one-line'
import { offsetDateTimeSchema, timeZoneSchema } from '../trip/zoned-time'
import { bookingCodeSchema } from './booking-code'
import { INITIAL_BOOKING_STATUS, INITIAL_PAYMENT_STATUS } from './booking-status'
import { NOTES_MAX_LENGTH } from '../passenger/passenger-details'
import { DRIVER_NOTES_MAX_LENGTH, flightNumberSchema, preferenceMessages } from './preferences'
import { referralCodeSchema } from '../partner/affiliate'
import { languages } from '../language/languages'
import { sellingPriceSchema } from '../partner/rate-plan'
import { bookingReferenceFieldSchema, costCentreFieldSchema } from '../partner/booking-fields'

/** The secret that reads, changes or completes a booking (docs/product.md#api-contract). */
export const BOOKING_TOKEN_HEADER = 'X-Booking-Token'
/** A retried POST /bookings with the same key returns the same booking. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{8,255}$/, 'Invalid Idempotency-Key')

const amountSchema = z.number().nonnegative()

/** Room for the passenger's notes and the driver instructions, joined by a line break. */
export const DRIVER_INSTRUCTIONS_MAX_LENGTH = NOTES_MAX_LENGTH + 1 + DRIVER_NOTES_MAX_LENGTH
export const driverInstructionsSchema = z
  .string()
  .trim()
  .max(
    DRIVER_INSTRUCTIONS_MAX_LENGTH,
    wordingText(preferenceMessages.instructionsTooLong(DRIVER_INSTRUCTIONS_MAX_LENGTH)),
  )
const addressSchema = oneLineTextSchema(ADDRESS_MAX_LENGTH)

const childSeatsMessage = wordingText(outOfBounds(tripBoundsMessages.childSeats, CHILD_SEAT_BOUNDS))
/** 0 is how a client says "no child seat"; once one is chosen the count must be within bounds. */
const childSeatCountOrNoneSchema = z
  .number({ error: childSeatsMessage })
  .int({ error: childSeatsMessage })
  .min(0, childSeatsMessage)
  .max(CHILD_SEAT_BOUNDS.max, childSeatsMessage)

/**
 * docs/product.md#endpoints plus `quote_id` and `child_seat_count` (docs/product.md#endpoints).
 * Prices are the quote's USD figures; `meet_greet_charge` and `child_seat_charge` are unit charges;
 * the server multiplies, adds and checks them.
 */
export const bookingCreateFields = z.object({
  /** The calculation's `quote_id` (the signed quote), exactly as it came back. */
  quote_id: z
    .string()
    .trim()
    .min(1, 'Quote is required')
    .max(QUOTE_TOKEN_MAX_LENGTH, 'This quote is not one we gave. Please search again.')
    .describe(
      'The quote_id of POST /prices/calculate, exactly as it came back (a signed quote). An ' +
        'edited quote is refused with 409 QUOTE_INVALID, an expired one with 409 QUOTE_EXPIRED.',
    ),
  name: personNameSchema,
  phone_number: phoneSchema,
  email: emailSchema,
  whatsapp_number: whatsappSchema.default(''),
  flight_number: flightNumberSchema.default(''),
  luggage_count: luggageCountSchema.default(LUGGAGE_BOUNDS.default),
  driver_instructions: driverInstructionsSchema.default(''),
  /** The quote's pickup as the client showed it; the booking keeps the quote's own. */
  pickup_location: addressSchema.min(1, 'Pickup is required'),
  /** Empty for hourly and multi-day rides; else the quote's dropoff as the client showed it. */
  dropoff_location: addressSchema.default(''),
  /**
   * Street and number, or hotel and room, beside a pickup that is a city or a district (required
   * then, judged against the quote's pickup); a note for the driver that never changes the price.
   */
  pickup_address_detail: addressDetailSchema.default(''),
  /** The same beside the dropoff, always optional; empty for hourly and multi-day rides. */
  dropoff_address_detail: addressDetailSchema.default(''),
  pickup_time: offsetDateTimeSchema,
  vehicle_id: z.string().trim().min(1),
  vehicle_name: z.string().trim().min(1),
  vehicle_price: amountSchema,
  meet_greet_applicable: z.boolean().default(false),
  meet_greet_charge: amountSchema.default(0),
  child_seat_applicable: z.boolean().default(false),
  child_seat_charge: amountSchema.default(0),
  child_seat_count: childSeatCountOrNoneSchema.default(CHILD_SEAT_BOUNDS.default),
  night_charge_applicable: z.boolean().default(false),
  night_charge_amount: amountSchema.default(0),
  /** A booking starts unpaid (docs/product.md#booking-lifecycle). */
  payment_status: z.literal(INITIAL_PAYMENT_STATUS).default(INITIAL_PAYMENT_STATUS),
  payment_reference: z.literal('').default(''),
  booking_status: z.literal(INITIAL_BOOKING_STATUS).default(INITIAL_BOOKING_STATUS),
  currency_code: currencyCodeSchema.default(DEFAULT_CURRENCY),
  timezone: timeZoneSchema,
  is_round_trip: z.boolean().default(false),
  /** ISO return date-time, or null when not a round trip. */
  round_trip_time: offsetDateTimeSchema.nullable().default(null),
  /**
   * The affiliate's code from its widget or referral link (`ref`), when the traveller came
   * through one. An unknown code is ignored; the commission is the server's, never the client's.
   */
  referral_code: referralCodeSchema
    .optional()
    .describe(
      "An affiliate partner's referral code (the widget's ref). Credits the booking to that " +
        'partner at its current commission; a code no active affiliate holds is ignored.',
    ),
  /**
   * The traveller's language (issue 35): the mails and texts about the booking are written in it.
   * Left out, the server takes the request's Accept-Language among ours, else English.
   */
  language: z
    .enum(languages, { error: `Language must be one of ${languages.join(', ')}` })
    .optional()
    .describe(
      'The traveller’s language for mails and texts about the booking: one of ' +
        `${languages.join(', ')}. Left out: the request’s Accept-Language among these, else en.`,
    ),
  /**
   * A partner on net rates: the total, in USD, its traveller is shown instead of the net plus its
   * mark-up (docs/decisions/043-partner-rate-plans.md). Refused below the net, and for others.
   */
  selling_price: sellingPriceSchema
    .optional()
    .describe(
      'Partners on net rates only: the total in USD the traveller is shown (mails, ride page), ' +
        'at least the net price the partner pays. Left out: the net plus the plan’s mark-up.',
    ),
  /**
   * A partner's booking: one of its cost centres and its booking reference (a PO number…), each
   * checked against the partner's settings (docs/decisions/045-corporate-booking-fields.md).
   */
  cost_centre: costCentreFieldSchema.describe(
    'Partners only: one of the account’s cost centre codes (GET /partners/booking-fields). ' +
      'Required when the account says so; refused when it does not use cost centres.',
  ),
  booking_reference: bookingReferenceFieldSchema.describe(
    'Partners only: the account’s booking reference (a PO number…), in the format its admin ' +
      'chose. Required when the account says so; refused when it does not use one.',
  ),
})

type RoundTrip = { is_round_trip: boolean; round_trip_time: string | null }

/** is_round_trip and round_trip_time go together. */
export function roundTripIssue(value: RoundTrip, pickupTime?: string): string | undefined {
  const m = priceCalculationMessages
  if (value.is_round_trip && !value.round_trip_time) return m.returnRequired
  if (!value.is_round_trip && value.round_trip_time) return m.returnRoundTripOnly
  if (
    value.round_trip_time &&
    pickupTime &&
    Date.parse(value.round_trip_time) <= Date.parse(pickupTime)
  )
    return m.returnBeforePickup
  return undefined
}

export const bookingCreatePayloadSchema = bookingCreateFields.superRefine((payload, ctx) => {
  const message = roundTripIssue(payload, payload.pickup_time)
  if (message) {
    ctx.addIssue({ code: 'custom', message, path: ['round_trip_time'], input: payload })
  }
  if (payload.child_seat_applicable && payload.child_seat_count < CHILD_SEAT_BOUNDS.min) {
    const path = ['child_seat_count']
    ctx.addIssue({ code: 'custom', message: childSeatsMessage, path, input: payload })
  }
})
export type BookingCreatePayload = z.infer<typeof bookingCreatePayloadSchema>
export type BookingCreatePayloadInput = z.input<typeof bookingCreatePayloadSchema>

/** POST /partners/bookings takes the same payload (docs/product.md#endpoints). */
export const partnerBookingCreatePayloadSchema = bookingCreatePayloadSchema

/** `data` of POST /bookings and POST /partners/bookings. */
export const bookingCreateResponseSchema = z.object({
  id: z.uuid(),
  booking_code: bookingCodeSchema,
  access_token: z.string().min(1),
})
export type BookingCreateResponse = z.infer<typeof bookingCreateResponseSchema>
