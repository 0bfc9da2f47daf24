import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  bookingNotes,
  bookingRatings,
  bookings,
  operators,
  partners,
  providerDrivers,
  providerVehicles,
  providers,
} from '../../db/schema'

// The Drizzle queries of the console's booking detail (docs/decisions/
// 018-booking-detail-actions.md); the registry's rows are only read here.

export type ProviderRow = typeof providers.$inferSelect
export type DriverRow = typeof providerDrivers.$inferSelect
export type VehicleRow = typeof providerVehicles.$inferSelect

export async function findBookingIdByCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: bookings.id, code: bookings.bookingCode })
    .from(bookings)
    .where(eq(sql`upper(${bookings.bookingCode})`, code.toUpperCase()))
    .limit(1)
  return row
}

export async function findPartnerSummary(db: Database, id: string) {
  const [row] = await db
    .select({ id: partners.id, businessName: partners.businessName, email: partners.email })
    .from(partners)
    .where(eq(partners.id, id))
    .limit(1)
  return row
}

export async function findProviderById(db: Database, id: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id)).limit(1)
  return row
}

export async function findDriverById(db: Database, id: string) {
  const [row] = await db.select().from(providerDrivers).where(eq(providerDrivers.id, id)).limit(1)
  return row
}

/** A provider's active drivers, by name, for the assign picker. */
export function activeDriversOf(db: Database, providerId: string) {
  return db
    .select()
    .from(providerDrivers)
    .where(and(eq(providerDrivers.providerId, providerId), eq(providerDrivers.active, true)))
    .orderBy(asc(providerDrivers.name), asc(providerDrivers.id))
}

/** The provider's active vehicles, for the assign picker. */
export function activeVehiclesOf(db: Database, providerId: string) {
  return db
    .select()
    .from(providerVehicles)
    .where(and(eq(providerVehicles.providerId, providerId), eq(providerVehicles.active, true)))
    .orderBy(asc(providerVehicles.makeModel), asc(providerVehicles.plate), asc(providerVehicles.id))
}

export async function findVehicleById(db: Database, id: string) {
  const [row] = await db.select().from(providerVehicles).where(eq(providerVehicles.id, id)).limit(1)
  return row
}

/** The traveller's rating of the ride (the ride page writes it), if any. */
export async function findBookingRating(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookingRatings)
    .where(eq(bookingRatings.bookingId, bookingId))
  return row
}

export async function insertBookingNote(
  tx: Database,
  note: { bookingId: string; operatorId: string; body: string },
) {
  const [row] = await tx.insert(bookingNotes).values(note).returning()
  return row!
}

/** A booking's notes, oldest first, with their authors' emails. */
export function listBookingNotes(db: Database, bookingId: string) {
  return db
    .select({ note: bookingNotes, authorEmail: operators.email })
    .from(bookingNotes)
    .innerJoin(operators, eq(operators.id, bookingNotes.operatorId))
    .where(eq(bookingNotes.bookingId, bookingId))
    .orderBy(asc(bookingNotes.at), asc(bookingNotes.id))
}

/** The emails of these operators, by id, to name who acted on a timeline. */
export async function operatorEmails(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: operators.id, email: operators.email })
    .from(operators)
    .where(inArray(operators.id, ids))
  return new Map(rows.map((row) => [row.id, row.email]))
}
