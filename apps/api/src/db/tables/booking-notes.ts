import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { operators } from './operators'

/**
 * Operators' internal notes on a booking (docs/decisions/018-booking-detail-actions.md): never
 * shown to the traveller or the partner. Rows are only ever inserted.
 */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    body: text('body').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('booking_notes_booking_at_idx').on(table.bookingId, table.at)],
)
