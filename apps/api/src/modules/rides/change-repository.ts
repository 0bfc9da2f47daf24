import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookingChanges, bookingEvents, payments } from '../../db/schema'

// The traveller's changes of a booked ride (docs/decisions/028-ride-page.md#change), and the
// payments taken for their extra cost. Bookings themselves are written through the bookings
// feature.

export type ChangeRow = typeof bookingChanges.$inferSelect
export type NewChange = typeof bookingChanges.$inferInsert
export type ChangePaymentRow = typeof payments.$inferSelect
export type NewChangeEvent = typeof bookingEvents.$inferInsert

/** Stores a change; undefined when a unique index objects (a change applied or waiting already). */
export async function insertChangeUnlessTaken(
  db: Database,
  change: NewChange,
): Promise<ChangeRow | undefined> {
  const [row] = await db.insert(bookingChanges).values(change).onConflictDoNothing().returning()
  return row
}

export async function findChange(db: Database, bookingId: string, id: string) {
  const [row] = await db
    .select()
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.id, id)))
    .limit(1)
  return row
}

/** The change, locked until the transaction ends (taken after its booking's lock). */
export async function lockChange(tx: Database, id: string) {
  const [row] = await tx
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.id, id))
    .limit(1)
    .for('update')
  return row
}

export async function findChangeByIdempotencyKey(db: Database, bookingId: string, keyHash: string) {
  const [row] = await db
    .select()
    .from(bookingChanges)
    .where(
      and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.idempotencyKeyHash, keyHash)),
    )
    .limit(1)
  return row
}

/** The change waiting for its payment, if any (at most one per booking). */
export async function findWaitingChange(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookingChanges)
    .where(
      and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'awaiting_payment')),
    )
    .limit(1)
  return row
}

export async function countAppliedChanges(db: Database, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.status, 'applied')))
  return Number(row?.n ?? 0)
}

export async function markChange(
  tx: Database,
  id: string,
  status: 'applied' | 'abandoned',
  at: Date,
): Promise<ChangeRow> {
  const [row] = await tx
    .update(bookingChanges)
    .set(status === 'applied' ? { status, appliedAt: at } : { status })
    .where(eq(bookingChanges.id, id))
    .returning()
  if (!row) throw new Error(`No change ${id}`)
  return row
}

export async function insertChangeEvent(tx: Database, event: NewChangeEvent) {
  await tx.insert(bookingEvents).values(event)
}

/** The change's latest payment, or undefined before one was made. */
export async function latestChangePayment(db: Database, changeId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.changeId, changeId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1)
  return row
}

/** How many payments the change has had: numbers its next gateway idempotency key. */
export async function countChangePayments(db: Database, changeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.changeId, changeId))
  return Number(row?.n ?? 0)
}

/** The booking's changes, oldest first. */
export function listChanges(db: Database, bookingId: string) {
  return db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(asc(bookingChanges.createdAt))
}

/** The booking's timeline, oldest first (the provisional ride view's). */
export function listRideEvents(db: Database, bookingId: string) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id))
}
