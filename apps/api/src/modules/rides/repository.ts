import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  bookingChanges,
  bookingRatings,
  bookings,
  driverLocations,
  mailOutbox,
  providerDrivers,
  providerVehicles,
  receipts,
  rideAccessTokens,
} from '../../db/schema'

// The ride page's own tables (docs/decisions/028-ride-page.md). Bookings themselves are read and
// changed through the bookings feature.

/** Whether a live link token of this hash opens this booking. */
export async function rideTokenOpens(
  db: Database,
  bookingId: string,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: rideAccessTokens.id })
    .from(rideAccessTokens)
    .where(
      and(
        eq(rideAccessTokens.tokenHash, tokenHash),
        eq(rideAccessTokens.bookingId, bookingId),
        gt(rideAccessTokens.expiresAt, now),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** A booking's id from its code, whatever the case the traveller typed it in. */
export async function findBookingIdByCode(db: Database, code: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(sql`upper(${bookings.bookingCode})`, code.toUpperCase()))
    .limit(1)
  return row?.id
}

/**
 * The booking's id, code and email for "Find my booking": always one query whether or not the
 * code exists, so a wrong code and a wrong email take the same path.
 */
export async function findLookupTarget(db: Database, code: string) {
  const [row] = await db
    .select({ id: bookings.id, code: bookings.bookingCode, email: bookings.email })
    .from(bookings)
    .where(eq(sql`upper(${bookings.bookingCode})`, code.toUpperCase()))
    .limit(1)
  return row
}

/** The booking's changes that matter to the page: the applied one and the one awaiting payment. */
export async function listLiveChanges(db: Database, bookingId: string) {
  return db
    .select({
      id: bookingChanges.id,
      status: bookingChanges.status,
      differenceCents: bookingChanges.differenceCents,
      totalCentsAfter: bookingChanges.totalCentsAfter,
      createdAt: bookingChanges.createdAt,
    })
    .from(bookingChanges)
    .where(
      and(
        eq(bookingChanges.bookingId, bookingId),
        sql`${bookingChanges.status} in ('applied', 'awaiting_payment')`,
      ),
    )
    .orderBy(desc(bookingChanges.createdAt))
}

export async function findRating(db: Database, bookingId: string) {
  const [row] = await db
    .select()
    .from(bookingRatings)
    .where(eq(bookingRatings.bookingId, bookingId))
  return row
}

export async function findInvoiceNumber(db: Database, bookingId: string) {
  const [row] = await db
    .select({ invoiceNumber: receipts.invoiceNumber })
    .from(receipts)
    .where(eq(receipts.bookingId, bookingId))
  return row?.invoiceNumber ?? null
}

/** The assigned driver and, when one was named, the vehicle they drive. */
export async function findAssignedDriver(db: Database, driverId: string, vehicleId: string | null) {
  const [row] = await db
    .select({
      name: providerDrivers.name,
      phone: providerDrivers.phone,
      makeModel: providerVehicles.makeModel,
      colour: providerVehicles.colour,
      plate: providerVehicles.plate,
    })
    .from(providerDrivers)
    .leftJoin(providerVehicles, vehicleId ? eq(providerVehicles.id, vehicleId) : sql`false`)
    .where(eq(providerDrivers.id, driverId))
  return row
}

/** Whether a mail with this subject was ever queued to this address (a job run twice). */
export async function mailQueuedFor(db: Database, to: string, subject: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.subject, subject)))
    .limit(1)
  return row !== undefined
}

/** The driver's last shared position for this booking, if any (issue 15). */
export async function latestDriverPosition(db: Database, bookingId: string) {
  const [row] = await db
    .select({
      lat: driverLocations.lat,
      lng: driverLocations.lng,
      recordedAt: driverLocations.recordedAt,
    })
    .from(driverLocations)
    .where(eq(driverLocations.bookingId, bookingId))
    .orderBy(desc(driverLocations.recordedAt))
    .limit(1)
  return row
}
