import {
  DEFAULT_LEAD_TIME_HOURS,
  defaultWaitingPolicy as waiting,
  type CancellationTermsValues,
} from '@ridelane/domain'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

export const addOnModes = ['not_allowed', 'additional_charge', 'included'] as const
export const vehicleTypes = ['standard', 'luxury'] as const

/**
 * A city or region we serve: a circle around its centre. Money is in USD cents.
 * Rows are seeded on first start and then belong to the operator: seeding never overwrites them.
 */
export const serviceAreas = pgTable(
  'service_areas',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    timezone: text('timezone').notNull(),
    centerLat: doublePrecision('center_lat').notNull(),
    centerLng: doublePrecision('center_lng').notNull(),
    radiusKm: doublePrecision('radius_km').notNull(),
    /** Great-circle distance × road factor estimates the road distance without a router. */
    roadFactor: doublePrecision('road_factor').notNull().default(1.3),
    averageSpeedKmh: doublePrecision('average_speed_kmh').notNull(),
    airportFeeCents: integer('airport_fee_cents').notNull().default(0),
    nightSurchargePercent: integer('night_surcharge_percent').notNull().default(0),
    /** The return leg of a round trip is priced as the outbound leg less this discount. */
    roundTripDiscountPercent: integer('round_trip_discount_percent').notNull().default(0),
    minLeadMinutes: integer('min_lead_minutes')
      .notNull()
      .default(DEFAULT_LEAD_TIME_HOURS * 60),
    meetGreetMode: text('meet_greet_mode', { enum: addOnModes }).notNull(),
    meetGreetChargeCents: integer('meet_greet_charge_cents').notNull().default(0),
    childSeatMode: text('child_seat_mode', { enum: addOnModes }).notNull(),
    childSeatChargeCents: integer('child_seat_charge_cents').notNull().default(0),
    /** Waiting and no-shows (docs/decisions/036-flight-tracking.md#waiting). */
    freeWaitingAirportMinutes: integer('free_waiting_airport_minutes')
      .notNull()
      .default(waiting.freeMinutesAirportArrival),
    freeWaitingOtherMinutes: integer('free_waiting_other_minutes')
      .notNull()
      .default(waiting.freeMinutesOther),
    waitingChargeCentsPerBlock: integer('waiting_charge_cents_per_block')
      .notNull()
      .default(waiting.chargeCentsPerBlock),
    noShowRadiusMeters: integer('no_show_radius_meters')
      .notNull()
      .default(waiting.noShowRadiusMeters),
    arrivalBufferMinutes: integer('arrival_buffer_minutes')
      .notNull()
      .default(waiting.arrivalBufferMinutes),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('service_areas_radius_check', sql`${table.radiusKm} > 0`),
    check('service_areas_speed_check', sql`${table.averageSpeedKmh} > 0`),
  ],
)

/** The 13 classes of the fleet page (docs/product.md#public-pages). */
export const vehicleClasses = pgTable('vehicle_classes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  model: text('model').notNull(),
  category: text('category').notNull(),
  vehicleType: text('vehicle_type', { enum: vehicleTypes }).notNull().default('standard'),
  seats: integer('seats').notNull(),
  bags: integer('bags').notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
})

/** What one class costs in one area, in USD cents. Null add-on modes take the area's. */
export const areaVehicleRates = pgTable(
  'area_vehicle_rates',
  {
    areaId: text('area_id')
      .notNull()
      .references(() => serviceAreas.id),
    vehicleClassId: text('vehicle_class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    baseFareCents: integer('base_fare_cents').notNull(),
    perKmCents: integer('per_km_cents').notNull(),
    perMinuteCents: integer('per_minute_cents').notNull(),
    minimumFareCents: integer('minimum_fare_cents').notNull(),
    hourlyRateCents: integer('hourly_rate_cents').notNull(),
    dailyRateCents: integer('daily_rate_cents').notNull(),
    meetGreetMode: text('meet_greet_mode', { enum: addOnModes }),
    childSeatMode: text('child_seat_mode', { enum: addOnModes }),
    /** This class's charge per started block of extra waiting; null takes the area's. */
    waitingChargeCentsPerBlock: integer('waiting_charge_cents_per_block'),
    /**
     * This class's own refund tiers in this area (docs/decisions/037-cancellation-terms-per-class.md);
     * null keeps the standard terms for its seats. Quotes copy the terms in force.
     */
    cancellationTerms: jsonb('cancellation_terms').$type<CancellationTermsValues>(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.areaId, table.vehicleClassId] })],
)
