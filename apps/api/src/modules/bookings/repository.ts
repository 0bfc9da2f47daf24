import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, partners } from '../../db/schema'

// The only file of the bookings feature that touches Drizzle (STYLE.md habit 7).

export type BookingRow = typeof bookings.$inferSelect
export type NewBooking = typeof bookings.$inferInsert

// Quotes are the pricing feature's: read through its findQuote.
export { findQuote } from '../pricing'

/**
 * Inserts unless a unique index objects (the idempotency key, or a booking code already taken):
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

export async function findBookingById(db: Database, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1)
  return row
}

/** The booking, locked until the transaction ends, so two changes cannot interleave. */
export async function lockBooking(tx: Database, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update')
  return row
}

export async function updateBooking(tx: Database, id: string, changes: Partial<NewBooking>) {
  const [row] = await tx
    .update(bookings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(bookings.id, id))
    .returning()
  return row!
}

export async function findPartnerDiscountPercent(db: Database, partnerId: string) {
  const [row] = await db
    .select({ discountPercent: partners.discountPercent })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1)
  return row?.discountPercent ?? 0
}
