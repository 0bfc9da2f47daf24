import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookingEvents, bookings, providers, quotes } from '../../db/schema'

// The only file of the bookings feature that touches Drizzle (docs/architecture.md#api).

export type BookingRow = typeof bookings.$inferSelect
export type NewBooking = typeof bookings.$inferInsert

// Quotes are the pricing feature's: read through its findQuote, stored through it with a booking.
export { findQuote, storeQuoteUnlessStored } from '../pricing'

/**
 * Inserts unless a unique index objects (the idempotency key, the quote already booked, or a
 * booking code already taken):
 * then nothing is written and undefined comes back, so the caller decides without an error
 * aborting its transaction.
 */
export async function insertBookingUnlessTaken(
  db: Database,
  booking: NewBooking,
): Promise<BookingRow | undefined> {
  const [row] = await db.insert(bookings).values(booking).onConflictDoNothing().returning()
  return row
}

export async function findBookingByIdempotencyKey(db: Database, scope: string, keyHash: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.idempotencyScope, scope), eq(bookings.idempotencyKey, keyHash)))
    .limit(1)
  return row
}

export async function findBookingIdForQuote(db: Database, quoteId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId))
    .limit(1)
  return row?.id
}

export async function findBookingById(db: Database, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1)
  return row
}

/** The booking, locked until the transaction ends, so two changes cannot interleave. */
export async function lockBooking(tx: Database, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update')
  return row
}

/**
 * When a change gives the ride to another provider, that provider's commission of the moment is
 * kept on the booking (the statement reads it); the same provider keeps the rate it had.
 */
function commissionOnAssignment(changes: Partial<NewBooking>) {
  const providerId = changes.providerId
  if (!providerId) return {}
  return {
    providerCommissionHundredths: sql`case when ${bookings.providerId} is distinct from ${providerId}
      or ${bookings.providerCommissionHundredths} is null
      then (select ${providers.commissionHundredths} from ${providers} where ${providers.id} = ${providerId})
      else ${bookings.providerCommissionHundredths} end`,
  }
}

export async function updateBooking(tx: Database, id: string, changes: Partial<NewBooking>) {
  const [row] = await tx
    .update(bookings)
    .set({
      ...changes,
      ...commissionOnAssignment(changes),
      updatedAt: sql`now()`,
      version: sql`${bookings.version} + 1`,
    })
    .where(eq(bookings.id, id))
    .returning()
  return row!
}

export type BookingEventRow = typeof bookingEvents.$inferSelect
export type NewBookingEvent = typeof bookingEvents.$inferInsert

export async function insertBookingEvent(tx: Database, event: NewBookingEvent) {
  await tx.insert(bookingEvents).values(event)
}

/** The booking's timeline, oldest first. */
export async function listBookingEvents(db: Database, bookingId: string) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id))
}

/**
 * What the lifecycle needs besides the booking itself, in one statement: when its quote lapses,
 * and its timeline's events in order (the quote joined to them, one row per event).
 */
export async function transitionHistory(db: Database, booking: Pick<BookingRow, 'id' | 'quoteId'>) {
  const rows = await db
    .select({
      quoteExpiresAt: quotes.expiresAt,
      at: bookingEvents.at,
      toStatus: bookingEvents.toStatus,
      details: bookingEvents.details,
    })
    .from(quotes)
    .leftJoin(bookingEvents, eq(bookingEvents.bookingId, booking.id))
    .where(eq(quotes.id, booking.quoteId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id))
  const [first] = rows
  if (!first) throw new Error(`Booking ${booking.id} has no quote`)
  const events = rows.flatMap(({ at, toStatus, details }) =>
    at && toStatus ? [{ at, toStatus, details: details ?? {} }] : [],
  )
  return { quoteExpiresAt: first.quoteExpiresAt, events }
}

/**
 * Up to `limit` bookings still awaiting payment whose price lapsed by `now`, locked until the
 * transaction ends (the quote is only read, to know when its price lapsed). Rows another process
 * holds are skipped, so parallel runners share the work.
 */
export async function lockLapsedUnpaidBookings(tx: Database, now: Date, limit: number) {
  const rows = await tx
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(and(eq(bookings.bookingStatus, 'pending_payment'), lte(quotes.expiresAt, now)))
    .orderBy(asc(quotes.expiresAt))
    .limit(limit)
    .for('update', { of: bookings, skipLocked: true })
  return rows.map((row) => row.booking)
}
