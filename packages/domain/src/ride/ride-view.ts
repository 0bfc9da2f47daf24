import { z } from 'zod'
import { flightSummarySchema } from '../flight/flight-summary'
import { bookingCodeSchema } from '../booking/booking-code'
import { bookingEventSchema } from '../booking/booking-timeline'
import { bookingStatusSchema, paymentStatusSchema } from '../booking/booking-status'
import { paymentRecordStatusSchema, refundRecordStatusSchema } from '../payment/payment-status'

// The traveller's ride page (/rides/{code}) and the partner's booking page read one view of a
// booking: GET /rides/{ref}. Money is in US dollars, major units, like the rest of the API;
// `display_currency` is only the currency the traveller chose to see prices in.

const money = z.number()
const instant = z.iso.datetime({ offset: true })

/** A place on the map (docs/decisions/041-ride-map.md). */
export const mapPointSchema = z.object({ lat: z.number(), lng: z.number() })
export type MapPoint = z.infer<typeof mapPointSchema>

/** A line of the fare as the page, the mails and the receipt list it. */
export const rideFareLineSchema = z.object({
  /** e.g. 'Vehicle fare', 'Meet & greet', 'Child seats (2)', 'Night surcharge', 'Partner discount'. */
  label: z.string(),
  /** Negative for a discount. */
  amount: money,
})
export type RideFareLine = z.infer<typeof rideFareLineSchema>

export const rideViewSchema = z.object({
  id: z.uuid(),
  booking_code: bookingCodeSchema,
  booking_status: bookingStatusSchema,
  payment_status: paymentStatusSchema,
  /** Goes up by one on every change of the booking; changes send back the one they saw. */
  version: z.number().int(),
  /** Billed to the partner's monthly invoice rather than paid by card. */
  on_account: z.boolean(),
  /** Whether the caller is the partner the booking belongs to (not the traveller's link). */
  viewer: z.enum(['traveller', 'partner']),
  /**
   * Who of the partner made the booking (a team member's or the account's email, or "API key
   * …"), shown to the partner only; null for a traveller and for bookings made before it was kept.
   */
  booked_by: z.string().nullable(),
  /**
   * The partner's cost centre and booking reference of the booking
   * (docs/decisions/045-corporate-booking-fields.md), shown to the partner only like `booked_by`;
   * null for a traveller and when the booking has none.
   */
  cost_centre: z.string().nullable().default(null),
  booking_reference: z.string().nullable().default(null),
  trip: z.object({
    ride_type: z.string(),
    pickup_location: z.string(),
    pickup_address_detail: z.string(),
    dropoff_location: z.string().nullable(),
    dropoff_address_detail: z.string(),
    /** Where the pickup is, for the page's map; null only if it were ever unknown. */
    pickup_point: mapPointSchema.nullable(),
    /** Where the drop-off is; null for a ride without one (by the hour). */
    dropoff_point: mapPointSchema.nullable(),
    pickup_time: instant,
    /** The pickup's IANA zone; every time on the page is shown in it. */
    timezone: z.string(),
    /** The traveller's own zone when it differs from the pickup's, else null. */
    traveller_timezone: z.string().nullable(),
    is_round_trip: z.boolean(),
    round_trip_time: instant.nullable(),
    duration_hours: z.number().int().nullable(),
    days: z.number().int().nullable(),
    pickup_at_airport: z.boolean(),
    flight_number: z.string().nullable(),
    /** The tracked flight, when the pickup waits for one. */
    flight: flightSummarySchema.nullable(),
  }),
  vehicle: z.object({ id: z.string(), name: z.string(), seats: z.number().int() }),
  passenger: z.object({
    name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    whatsapp_number: z.string().nullable(),
    passengers: z.number().int(),
    luggage_count: z.number().int(),
    driver_instructions: z.string().nullable(),
    meet_greet: z.boolean(),
    child_seat_count: z.number().int(),
  }),
  fare: z.object({
    lines: z.array(rideFareLineSchema),
    total: money,
    display_currency: z.string(),
    /**
     * True when the booking's partner hides prices from its travellers: no lines, a total of 0.
     * A net-rate partner's booking shows its selling price as its one line
     * (docs/decisions/043-partner-rate-plans.md).
     */
    price_hidden: z.boolean().default(false),
  }),
  /**
   * A net-rate partner's booking seen by its traveller: what was paid and refunded is between the
   * partner and Ridelane, so money, payments, refunds and refund amounts are empty and the receipt
   * is the partner's (docs/decisions/043-partner-rate-plans.md).
   */
  money_with_partner: z.boolean().default(false),
  money: z.object({ paid: money, refunded: money, refund_pending: money, due: money }),
  payments: z.array(
    z.object({
      amount: money,
      status: paymentRecordStatusSchema,
      card_brand: z.string().nullable(),
      card_last4: z.string().nullable(),
      created_at: instant,
    }),
  ),
  refunds: z.array(
    z.object({
      amount: money,
      status: refundRecordStatusSchema,
      /** 'cancellation', or 'change' for a change that cost less. */
      reason: z.string(),
      created_at: instant,
    }),
  ),
  cancellation: z.object({
    /** When a full refund of the ride ends, null when the ride never had one. */
    free_until: instant.nullable(),
    /** e.g. 'Free cancellation until Tue 14 Jan, 10:30 New York time'; null with free_until. */
    free_until_text: z.string().nullable(),
    /** Whether the traveller may cancel now (before pickup, in a cancellable status). */
    allowed: z.boolean(),
    /** Why not, in words for the traveller; null when allowed. */
    refused_message: z.string().nullable(),
    /** The refund if cancelled at the time of the answer; null when not allowed. */
    refund_now: z
      .object({
        amount: money,
        /** The policy's share of the ride, and of the add-ons (their own rule). */
        percent: z.number().int(),
        add_on_percent: z.number().int(),
        paid: money,
      })
      .nullable(),
    /** After a cancellation: what was refunded and when it was cancelled. */
    cancelled: z
      .object({ at: instant, by: z.string(), refund_amount: money, refund_percent: z.number() })
      .nullable(),
  }),
  change: z.object({
    allowed: z.boolean(),
    /** The last moment a change is accepted (pickup minus the free-modification window). */
    deadline: instant,
    /** Why not, pointing to support; null when allowed. */
    refused_message: z.string().nullable(),
    /** A change waiting for the payment of its extra cost, if any. */
    pending: z
      .object({ id: z.uuid(), difference: money, new_total: money, created_at: instant })
      .nullable(),
    /** Whether the dropoff may be changed (one-way rides only). */
    dropoff_changeable: z.boolean(),
  }),
  /** Once a provider has assigned a driver; null before. */
  driver: z
    .object({
      name: z.string(),
      phone: z.string(),
      vehicle: z
        .object({ make_model: z.string(), colour: z.string(), plate: z.string() })
        .nullable(),
    })
    .nullable(),
  /**
   * While the driver is on the way and shared a position in the last few minutes: straight-line
   * distance to the pickup and an estimated arrival at an assumed speed (driver/driver-eta.ts),
   * and the position itself for the page's map. Outside that window the traveller sees no position.
   */
  driver_approach: z
    .object({
      distance_km: z.number(),
      eta_minutes: z.number().int(),
      located_at: instant,
      position: mapPointSchema,
    })
    .nullable(),
  meeting: z.object({
    /** 'airport_arrivals': inside arrivals, with a name sign when meet & greet was chosen. */
    kind: z.enum(['airport_arrivals', 'pickup_address']),
    /** The text on the driver's sign (the passenger's name) with meet & greet, else null. */
    name_sign: z.string().nullable(),
    free_waiting_minutes: z.number().int(),
  }),
  support: z.object({
    email: z.string(),
    email_link: z.string(),
    whatsapp: z.string(),
    whatsapp_link: z.string(),
  }),
  timeline: z.array(bookingEventSchema),
  rating: z
    .object({ stars: z.number().int().min(1).max(5), comment: z.string(), created_at: instant })
    .nullable(),
  /** Completed and not yet rated. */
  can_rate: z.boolean(),
  receipt: z.object({
    /** Something was paid (or billed on account): the receipt can be downloaded. */
    available: z.boolean(),
    /** Given the first time the receipt is made; null before. */
    invoice_number: z.string().nullable(),
  }),
})
export type RideView = z.infer<typeof rideViewSchema>

/** GET and POST paths take the booking code or the booking's id. */
export const rideParamsSchema = z.object({ ref: z.string().min(1).max(64) })
