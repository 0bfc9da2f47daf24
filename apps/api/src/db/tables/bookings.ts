import {
  bookingStatuses,
  languages,
  paymentStatuses,
  ratePlanKinds,
  waitingChargeOutcomes,
} from '@ridelane/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { serviceAreas } from './catalogue'
import { oneOf } from './one-of'
import { partners } from './partners'
import { providerDrivers, providerVehicles, providers } from './providers'
import { quotes } from './quotes'

/**
 * A booking (docs/product.md#endpoints), priced by the server from its quote. Money is in USD
 * cents; `currency_code` is only the currency the traveller chose to see.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingCode: text('booking_code').notNull().unique(),
    /** SHA-256 of the `access_token` returned once at creation (the X-Booking-Token header). */
    accessTokenHash: text('access_token_hash').notNull(),
    partnerId: uuid('partner_id').references(() => partners.id),
    /**
     * Who of the partner booked it: the team member (null: the account's own login or an API
     * key), the API key, and a label kept as it was then ("anna@agency.example", "API key Web").
     */
    bookedByMemberId: uuid('booked_by_member_id'),
    bookedByApiKeyId: uuid('booked_by_api_key_id'),
    bookedBy: text('booked_by'),
    /**
     * The partner's cost centre code and booking reference (a PO number…), checked against its
     * settings when booked (docs/decisions/045-corporate-booking-fields.md); null: none.
     */
    costCentre: text('cost_centre'),
    bookingReference: text('booking_reference'),
    /** Booked with an `rl_test_` key: paid through the sandbox gateway only, never a real card. */
    sandbox: boolean('sandbox').notNull().default(false),
    /**
     * The affiliate whose widget or referral link brought the traveller, and its commission,
     * fixed when the booking was made (docs/decisions/030-partner-business-tools.md).
     */
    referralPartnerId: uuid('referral_partner_id').references(() => partners.id),
    affiliateCommissionPercent: integer('affiliate_commission_percent'),
    /** One booking per quote: a quote prices one ride, once. */
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    /**
     * The quote's service area, copied when the booking is made: the board filters and shows it
     * without joining every booking to its quote (docs/decisions/017-bookings-board.md).
     */
    areaId: text('area_id').references(() => serviceAreas.id),
    /** A retried POST /bookings with the same key (per partner or anonymous) returns this booking. */
    idempotencyKey: text('idempotency_key'),
    idempotencyScope: text('idempotency_scope'),
    requestFingerprint: text('request_fingerprint'),

    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    whatsappNumber: text('whatsapp_number'),
    flightNumber: text('flight_number'),
    luggageCount: integer('luggage_count').notNull().default(1),
    driverInstructions: text('driver_instructions'),

    rideType: text('ride_type').notNull(),
    pickupLocation: text('pickup_location').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLng: doublePrecision('pickup_lng').notNull(),
    /** The place search's id of the quoted pickup, when the client sent one. */
    pickupPlaceId: text('pickup_place_id'),
    dropoffLocation: text('dropoff_location'),
    dropoffPlaceId: text('dropoff_place_id'),
    dropoffLat: doublePrecision('dropoff_lat'),
    dropoffLng: doublePrecision('dropoff_lng'),
    /** Street and number, or hotel and room, beside a city or district: a note for the driver. */
    pickupAddressDetail: text('pickup_address_detail').notNull().default(''),
    dropoffAddressDetail: text('dropoff_address_detail').notNull().default(''),
    pickupTime: timestamp('pickup_time', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    /** The traveller's browser zone at completion, for showing times the way they read them. */
    travellerTimezone: text('traveller_timezone'),
    passengers: integer('passengers').notNull(),
    durationHours: integer('duration_hours'),
    days: integer('days'),
    isRoundTrip: boolean('is_round_trip').notNull().default(false),
    roundTripTime: timestamp('round_trip_time', { withTimezone: true }),

    vehicleId: text('vehicle_id').notNull(),
    vehicleName: text('vehicle_name').notNull(),
    baseFareCents: integer('base_fare_cents').notNull(),
    meetGreetApplicable: boolean('meet_greet_applicable').notNull().default(false),
    meetGreetChargeCents: integer('meet_greet_charge_cents').notNull().default(0),
    childSeatApplicable: boolean('child_seat_applicable').notNull().default(false),
    childSeatCount: integer('child_seat_count').notNull().default(0),
    childSeatChargeCents: integer('child_seat_charge_cents').notNull().default(0),
    nightChargeApplicable: boolean('night_charge_applicable').notNull().default(false),
    nightChargeCents: integer('night_charge_cents').notNull().default(0),
    airportFeeCents: integer('airport_fee_cents').notNull().default(0),
    partnerDiscountCents: integer('partner_discount_cents').notNull().default(0),
    /** The partner's discount when booked: a change of the booking is repriced with it. */
    partnerDiscountPercent: integer('partner_discount_percent').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /**
     * The partner's rate plan when booked (docs/decisions/043-partner-rate-plans.md): under 'net'
     * `total_cents` is what the partner pays and the traveller is shown `selling_total_cents`, or
     * no price when `hide_prices`. Later edits of the plan never touch a booking made.
     */
    ratePlan: text('rate_plan', { enum: ratePlanKinds }).notNull().default('discount'),
    sellingTotalCents: integer('selling_total_cents'),
    /** The mark-up that made the selling price; null when the partner set the price itself. */
    sellingMarkupPercent: integer('selling_markup_percent'),
    hidePrices: boolean('hide_prices').notNull().default(false),
    currencyCode: text('currency_code').notNull().default('USD'),
    /** The traveller's language (issue 35): every mail and text about the booking is in it. */
    language: text('language', { enum: languages }).notNull().default('en'),

    bookingStatus: text('booking_status', { enum: bookingStatuses })
      .notNull()
      .default('pending_payment'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentMethod: text('payment_method'),
    paymentReference: text('payment_reference').notNull().default(''),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Confirmed on its partner's account, without a card; billed on the partner's statement. */
    onAccount: boolean('on_account').notNull().default(false),

    /**
     * Who drives the ride, chosen in the operator console (docs/decisions/
     * 018-booking-detail-actions.md); the timeline keeps every assignment too. `vehicle_id`
     * above is the booked vehicle class, so the registry's vehicle is `assigned_vehicle_id`.
     */
    providerId: uuid('provider_id').references(() => providers.id),
    driverId: uuid('driver_id').references(() => providerDrivers.id),
    assignedVehicleId: uuid('assigned_vehicle_id').references(() => providerVehicles.id),
    /**
     * The provider's commission (hundredths of a percent) when the ride was given to it: its
     * statement keeps that rate even if the registry's changes later. Set by updateBooking.
     */
    providerCommissionHundredths: integer('provider_commission_hundredths'),
    /**
     * When automatic dispatch gave up on the ride and called operators in (docs/decisions/
     * 035-automatic-dispatch.md); the board flags it until someone takes it.
     */
    dispatchEscalatedAt: timestamp('dispatch_escalated_at', { withTimezone: true }),
    /**
     * Waiting past the free time, recorded when the ride ended (the passenger got in, or the
     * no-show), and what it costs by the area's rule (docs/decisions/036-flight-tracking.md).
     */
    waitingExtraMinutes: integer('waiting_extra_minutes'),
    waitingChargeCents: integer('waiting_charge_cents').notNull().default(0),
    /**
     * The extra waiting once collected after the ride, part of `total_cents` from then on, and
     * what became of it (docs/decisions/024-payments.md#extra-waiting): charged to the card on
     * file, billed to the partner's account, declined, or not charged for want of consent.
     */
    waitingChargedCents: integer('waiting_charged_cents').notNull().default(0),
    waitingChargeOutcome: text('waiting_charge_outcome', { enum: waitingChargeOutcomes }),
    /** The refund recorded when the booking was cancelled (paid out by a later issue). */
    refundAmountCents: integer('refund_amount_cents'),
    refundPercent: integer('refund_percent'),
    /**
     * When the traveller's personal data was anonymised: by the retention sweep once the records'
     * years have passed (docs/privacy.md), or on the traveller's request. Null: still held.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Goes up by one on every change: the console sends back the one it saw (409 if stale). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the board's search reads: code, name, email and phone in lower case, kept by
     * PostgreSQL itself. A trigram index on it (drizzle/0007) finds `like '%…%'` matches, and a
     * candidate is checked without lower-casing it again.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(booking_code || ' ' || name || ' ' || email || ' ' || phone_number)`,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_idempotency_idx')
      .on(table.idempotencyScope, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    uniqueIndex('bookings_quote_idx').on(table.quoteId),
    index('bookings_partner_created_idx').on(table.partnerId, table.createdAt),
    index('bookings_referral_created_idx')
      .on(table.referralPartnerId, table.createdAt)
      .where(sql`${table.referralPartnerId} is not null`),
    // The bookings board's filters and sort orders (docs/decisions/017-bookings-board.md).
    index('bookings_pickup_time_idx').on(table.pickupTime, table.id),
    index('bookings_created_at_idx').on(table.createdAt, table.id),
    index('bookings_status_pickup_idx').on(table.bookingStatus, table.pickupTime),
    index('bookings_provider_pickup_idx').on(table.providerId, table.pickupTime),
    index('bookings_area_pickup_idx').on(table.areaId, table.pickupTime),
    // The retention sweep reads the bookings still holding personal data, oldest ride first.
    index('bookings_retention_idx')
      .on(table.pickupTime, table.id)
      .where(sql`${table.anonymisedAt} is null`),
    // A traveller's data request finds every booking under their email, in any case.
    index('bookings_email_lower_idx')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.anonymisedAt} is null`),
    check('bookings_total_check', sql`${table.totalCents} >= 0`),
    check('bookings_rate_plan_check', oneOf(table.ratePlan, ratePlanKinds)),
    check('bookings_selling_total_check', sql`${table.sellingTotalCents} >= 0`),
    check('bookings_booking_status_check', oneOf(table.bookingStatus, bookingStatuses)),
    check('bookings_language_check', oneOf(table.language, languages)),
    check('bookings_payment_status_check', oneOf(table.paymentStatus, paymentStatuses)),
    check(
      'bookings_waiting_charge_outcome_check',
      oneOf(table.waitingChargeOutcome, waitingChargeOutcomes),
    ),
  ],
)
