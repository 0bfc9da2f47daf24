import { rideChangeStatuses } from '@ridelane/domain'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { oneOf } from './one-of'
import { quotes } from './quotes'

/**
 * Links that open a booking's ride page without an account: one is written into each mail that
 * carries the ride link, and one is issued when a traveller finds the booking by code and email.
 * Only the token's SHA-256 is kept; the token itself travels in the link's fragment.
 */
export const rideAccessTokens = pgTable(
  'ride_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** `email` (a link in a mail) or `lookup` (found by code and email on /manage). */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ride_access_tokens_booking_idx').on(table.bookingId),
    check('ride_access_tokens_source', sql`${table.source} in ('email', 'lookup')`),
  ],
)

/** The traveller's rating of a completed ride: one per booking, never changed. */
export const bookingRatings = pgTable(
  'booking_ratings',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('booking_ratings_stars', sql`${table.stars} between 1 and 5`)],
)

/** The last invoice number given out in each calendar year (UTC): numbers go up by one, never back. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/** A booking's receipt: its invoice number is given once, the first time it is asked for. */
export const receipts = pgTable(
  'receipts',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** e.g. RL-2026-000042. */
    invoiceNumber: text('invoice_number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('receipts_year_sequence_unique').on(table.year, table.sequence)],
)

/**
 * A change the traveller (or the owning partner) asked for. A change that costs more waits for
 * its payment (`awaiting_payment`) and is applied when that payment settles; one that costs the
 * same or less is applied at once, any difference refunded. A booking has at most one applied
 * change (the free change) and at most one waiting for payment.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    status: text('status', { enum: rideChangeStatuses }).notNull(),
    /** What was asked, as the API took it (snake_case fields of the change request). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** The booking's columns to write when it is applied (fare included), as the server priced them. */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** The quote the new fare came from, when the trip was priced again. */
    quoteId: uuid('quote_id').references(() => quotes.id),
    totalCentsBefore: integer('total_cents_before').notNull(),
    totalCentsAfter: integer('total_cents_after').notNull(),
    /** After minus before: above zero is charged, below zero refunded. */
    differenceCents: integer('difference_cents').notNull(),
    /** The booking's version when the change was priced: applying it to another version is refused. */
    bookingVersion: integer('booking_version').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    /** The Idempotency-Key the change was asked with, hashed; a retry finds this row. */
    idempotencyKeyHash: text('idempotency_key_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [
    index('booking_changes_booking_idx').on(table.bookingId),
    uniqueIndex('booking_changes_one_applied')
      .on(table.bookingId)
      .where(sql`${table.status} = 'applied'`),
    uniqueIndex('booking_changes_one_waiting')
      .on(table.bookingId)
      .where(sql`${table.status} = 'awaiting_payment'`),
    uniqueIndex('booking_changes_idempotency')
      .on(table.bookingId, table.idempotencyKeyHash)
      .where(sql`${table.idempotencyKeyHash} is not null`),
    check('booking_changes_status', oneOf(table.status, rideChangeStatuses)),
  ],
)
