import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { addOnModes, serviceAreas } from './catalogue'

/**
 * The quote a booking was made from, stored in the booking's transaction from the signed quote
 * the client sent back (docs/decisions/021-signed-quotes.md); the price calculation itself stores
 * nothing. `request` is the validated price request; `vehicles` the priced classes.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    areaId: text('area_id').references(() => serviceAreas.id),
    rideType: text('ride_type').notNull(),
    request: jsonb('request').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    timezone: text('timezone').notNull(),
    distanceKm: doublePrecision('distance_km'),
    durationMin: doublePrecision('duration_min'),
    vehicles: jsonb('vehicles').notNull(),
    meetGreetMode: text('meet_greet_mode', { enum: addOnModes }).notNull(),
    meetGreetChargeCents: integer('meet_greet_charge_cents').notNull(),
    childSeatMode: text('child_seat_mode', { enum: addOnModes }).notNull(),
    childSeatChargeCents: integer('child_seat_charge_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('quotes_expires_at_idx').on(table.expiresAt)],
)
