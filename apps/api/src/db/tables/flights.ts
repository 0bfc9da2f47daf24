import { flightMismatches, flightStates } from '@ridelane/domain'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { oneOf } from './one-of'

/**
 * The flight an airport pickup waits for (docs/decisions/036-flight-tracking.md): the number as
 * normalised, what the flight-status service last said of it, and what the pickup was timed by.
 * One row per booking with a flight number and an airport pickup; the tracking job keeps it.
 */
export const bookingFlights = pgTable(
  'booking_flights',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** "BA117". */
    code: text('code').notNull(),
    /** The pickup's airport (IATA) and the local date the flight is to land there. */
    airportCode: text('airport_code').notNull(),
    arrivalDate: text('arrival_date').notNull(),
    /** Where it comes from, as the service names it; null until it is found. */
    originCode: text('origin_code'),
    originName: text('origin_name'),
    scheduledArrival: timestamp('scheduled_arrival', { withTimezone: true }),
    /** The latest estimated (or actual, once landed) arrival. */
    arrivalAt: timestamp('arrival_at', { withTimezone: true }),
    state: text('state', { enum: flightStates }).notNull().default('unknown'),
    /**
     * Why the flight does not fit the booking, or null when it does: not_found, other_airport,
     * after_pickup. The traveller may book anyway; the board shows it.
     */
    mismatch: text('mismatch'),
    /** The arrival the pickup was last timed by: a new estimate is compared with it. */
    timedByArrival: timestamp('timed_by_arrival', { withTimezone: true }),
    /** When operators were called in about this flight (cancelled, diverted, a long delay). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    polls: integer('polls').notNull().default(0),
    lastPolledAt: timestamp('last_polled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('booking_flights_code_date_idx').on(table.code, table.arrivalDate),
    check('booking_flights_state_check', oneOf(table.state, flightStates)),
    check('booking_flights_mismatch_check', oneOf(table.mismatch, flightMismatches)),
  ],
)
