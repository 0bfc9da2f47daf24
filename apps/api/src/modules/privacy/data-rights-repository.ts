import type { BookingStatus } from '@ridelane/domain'
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, dataRequests, pendingErasures } from '../../db/schema'
import { travellerData } from './personal-columns'
import { belongsToBookings } from './repository'

// The data rights' own rows (data_requests, pending_erasures) and the reads an export makes.

export type DataRequestRow = typeof dataRequests.$inferSelect

export type HeldBooking = {
  id: string
  code: string
  status: BookingStatus
  pickupTime: Date
  email: string
}

const heldColumns = {
  id: bookings.id,
  code: bookings.bookingCode,
  status: bookings.bookingStatus,
  pickupTime: bookings.pickupTime,
  email: bookings.email,
}

/** The bookings still holding this email (any case), oldest ride first. */
export function bookingsHeldFor(db: Database, email: string): Promise<HeldBooking[]> {
  return db
    .select(heldColumns)
    .from(bookings)
    .where(
      and(eq(sql`lower(${bookings.email})`, email.toLowerCase()), isNull(bookings.anonymisedAt)),
    )
    .orderBy(asc(bookings.pickupTime), asc(bookings.id))
}

/** One booking, while it still holds its traveller's data. */
export async function heldBookingById(db: Database, id: string): Promise<HeldBooking | undefined> {
  const [row] = await db
    .select(heldColumns)
    .from(bookings)
    .where(and(eq(bookings.id, id), isNull(bookings.anonymisedAt)))
  return row
}

export async function insertDataRequest(
  db: Database,
  values: { email: string; codeHash: string; codeExpiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(dataRequests).values({
    email: values.email,
    codeHash: values.codeHash,
    codeExpiresAt: values.codeExpiresAt,
    createdAt: values.now,
  })
}

/** The newest request for this email whose code is unused and still valid, locked. */
export async function openCodeRequest(
  db: Database,
  email: string,
  now: Date,
): Promise<DataRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(
      and(
        eq(dataRequests.email, email),
        isNull(dataRequests.accessHash),
        gt(dataRequests.codeExpiresAt, now),
      ),
    )
    .orderBy(sql`${dataRequests.createdAt} desc`, sql`${dataRequests.id} desc`)
    .limit(1)
    .for('update')
  return row
}

/** A wrong code: one more try counted, and the code spent (expired) once they run out. */
export async function countWrongCode(
  db: Database,
  id: string,
  attempts: number,
  spend: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(dataRequests)
    .set({ attempts, ...(spend ? { codeExpiresAt: now } : {}) })
    .where(eq(dataRequests.id, id))
}

/** The code was right: the request now holds the access it opened (and the code is spent). */
export async function grantAccess(
  db: Database,
  id: string,
  access: { hash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .update(dataRequests)
    .set({ accessHash: access.hash, accessExpiresAt: access.expiresAt, codeExpiresAt: access.now })
    .where(eq(dataRequests.id, id))
}

/** The request an access token opened, while the access lasts. */
export async function findAccess(
  db: Database,
  accessHash: string,
  now: Date,
): Promise<DataRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.accessHash, accessHash), gt(dataRequests.accessExpiresAt, now)))
    .limit(1)
  return row
}

/** Marks the first download; true when this call was the first (so the mail goes once). */
export async function markExported(db: Database, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(dataRequests)
    .set({ exportedAt: now })
    .where(and(eq(dataRequests.id, id), isNull(dataRequests.exportedAt)))
    .returning({ id: dataRequests.id })
  return rows.length > 0
}

/** Every request of this email goes: after an erasure nothing is left to open. */
export async function deleteRequestsOf(db: Database, email: string): Promise<void> {
  await db.delete(dataRequests).where(eq(dataRequests.email, email))
}

/** Requests whose code and access have both ended: the address in them is not kept longer. */
export async function deleteEndedRequests(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(dataRequests)
    .where(
      and(
        lt(dataRequests.codeExpiresAt, now),
        or(isNull(dataRequests.accessExpiresAt), lt(dataRequests.accessExpiresAt, now)),
      ),
    )
    .returning({ id: dataRequests.id })
  return rows.length
}

export async function addPendingErasures(
  db: Database,
  bookingIds: readonly string[],
  now: Date,
): Promise<void> {
  if (bookingIds.length === 0) return
  await db
    .insert(pendingErasures)
    .values(bookingIds.map((bookingId) => ({ bookingId, requestedAt: now })))
    .onConflictDoNothing()
}

export async function hasPendingErasure(db: Database, bookingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pendingErasures.bookingId })
    .from(pendingErasures)
    .where(eq(pendingErasures.bookingId, bookingId))
    .limit(1)
  return row !== undefined
}

export async function removePendingErasure(db: Database, bookingId: string): Promise<void> {
  await db.delete(pendingErasures).where(eq(pendingErasures.bookingId, bookingId))
}

/** Pending erasures whose booking has ended: what the daily sweep catches up on. */
export async function pendingErasuresOfEndedBookings(
  db: Database,
  finalStatuses: readonly BookingStatus[],
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: pendingErasures.bookingId })
    .from(pendingErasures)
    .innerJoin(bookings, eq(bookings.id, pendingErasures.bookingId))
    .where(inArray(bookings.bookingStatus, [...finalStatuses]))
    .orderBy(asc(pendingErasures.requestedAt))
    .limit(limit)
  return rows.map((row) => row.id)
}

/** Columns an export leaves out of a table's rows, each with the reason (data-export.ts says). */
export type ExportOmissions = Readonly<Record<string, readonly string[]>>

/**
 * Every row that belongs to these bookings in each table of personal-columns.ts's traveller
 * list but those in `leaveOut`, plus `extraTables` (tables keyed by booking_id), as JSON
 * objects, without the omitted columns: the export reads where anonymisation writes, so the two cannot part.
 */
export async function rowsOfBookings(
  db: Database,
  scope: { ids: string[]; codes: string[] },
  extraTables: readonly string[],
  omit: ExportOmissions,
  leaveOut: Readonly<Record<string, unknown>>,
): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = [
    ...travellerData
      .filter((table) => !(table.table in leaveOut))
      .map((table) => ({ name: table.table, belongs: belongsToBookings(table.rows, scope) })),
    ...extraTables.map((name) => ({
      name,
      belongs: belongsToBookings([{ by: 'column', column: 'booking_id' }], scope),
    })),
  ]
  const out: Record<string, Record<string, unknown>[]> = {}
  for (const { name, belongs } of tables) {
    const left = omit[name] ?? []
    const row =
      left.length === 0 ? sql`to_jsonb(t)` : sql`to_jsonb(t) - ${`{${left.join(',')}}`}::text[]`
    const result = await db.execute(
      sql`select ${row} as row from ${sql.identifier(name)} as t where ${belongs}`,
    )
    out[name] = (result as { rows: { row: Record<string, unknown> }[] }).rows.map(
      (entry) => entry.row,
    )
  }
  return out
}
