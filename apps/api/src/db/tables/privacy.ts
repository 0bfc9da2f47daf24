import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'

/**
 * A traveller's request to see or erase what we hold under their email (modules/privacy,
 * docs/decisions/042-traveller-data-rights.md). The mailed code and the access it opens are kept
 * as hashes only; the row (and the address in it) is deleted once both have expired, or at once
 * when the traveller erases their data.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, as the traveller typed it or as the booking holds it. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against this request; past the limit the code is spent. */
    attempts: integer('attempts').notNull().default(0),
    /** Set once the code is used: the access token's hash and when it ends. */
    accessHash: text('access_hash').unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }),
    /** The first download under this access, so the traveller is told by mail only once. */
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('data_requests_email_idx').on(table.email),
    check('data_requests_attempts_check', sql`${table.attempts} >= 0`),
  ],
)

/**
 * A booking whose traveller asked for erasure while its ride was still to come: anonymised once
 * it ends (the privacy module's reaction to its final move), or by the daily sweep after that.
 */
export const pendingErasures = pgTable('pending_erasures', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
})
