import { actorKinds, bookingStatuses } from '@ridelane/domain'
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { oneOf } from './one-of'

/**
 * A booking's timeline: one row per status change, written in the same transaction as the change
 * (and one for its creation, with no `from_status`). Rows are never updated or deleted.
 * `actor_id` is the partner's, operator's, provider's or driver's id; null for the system and
 * for a traveller, who acts by the booking's token.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id'),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }).notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
  },
  (table) => [
    index('booking_events_booking_at_idx').on(table.bookingId, table.at),
    check('booking_events_actor_kind_check', oneOf(table.actorKind, actorKinds)),
    check('booking_events_from_status_check', oneOf(table.fromStatus, bookingStatuses)),
    check('booking_events_to_status_check', oneOf(table.toStatus, bookingStatuses)),
  ],
)
