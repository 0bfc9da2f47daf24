import { flightMismatchOf, type StoredFlight } from '@ridelane/domain'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedOn } from '../../db/prepared'
import { bookingFlights, providers } from '../../db/schema'

// The only file of the flights module that touches Drizzle.

export type BookingFlightRow = typeof bookingFlights.$inferSelect
export type NewBookingFlight = typeof bookingFlights.$inferInsert

export async function findBookingFlight(
  db: Database,
  bookingId: string,
): Promise<BookingFlightRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingFlights)
    .where(eq(bookingFlights.bookingId, bookingId))
  return row
}

/** The row, locked for this transaction: one poll or change at a time writes it. */
export async function lockBookingFlight(
  tx: Database,
  bookingId: string,
): Promise<BookingFlightRow | undefined> {
  const [row] = await lockedFlightOfBooking(tx).execute({ bookingId })
  return row
}

const lockedFlightOfBooking = preparedOn((db) =>
  db
    .select()
    .from(bookingFlights)
    .where(eq(bookingFlights.bookingId, sql.placeholder('bookingId')))
    .for('update')
    .prepare('booking_flight_lock'),
)

/** Writes the booking's flight anew (a new number, airport or day starts over). */
export async function saveBookingFlight(tx: Database, flight: NewBookingFlight): Promise<void> {
  const { bookingId: _id, ...rest } = flight
  await tx
    .insert(bookingFlights)
    .values(flight)
    .onConflictDoUpdate({
      target: bookingFlights.bookingId,
      set: { ...rest, polls: 0, lastPolledAt: null, escalatedAt: null, updatedAt: sql`now()` },
    })
}

export async function updateBookingFlight(
  tx: Database,
  bookingId: string,
  values: Partial<Omit<NewBookingFlight, 'bookingId'>>,
): Promise<void> {
  await tx
    .update(bookingFlights)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bookingFlights.bookingId, bookingId))
}

export async function deleteBookingFlight(tx: Database, bookingId: string): Promise<void> {
  await tx.delete(bookingFlights).where(eq(bookingFlights.bookingId, bookingId))
}

/** The row in the domain's terms. */
export function storedFlight(row: BookingFlightRow): StoredFlight {
  return {
    code: row.code,
    originName: row.originName,
    scheduledArrival: row.scheduledArrival,
    arrivalAt: row.arrivalAt,
    state: row.state,
    mismatch: flightMismatchOf(row.mismatch),
  }
}

/** Where the provider holding a ride is mailed. */
export async function findProviderContact(db: Database, providerId: string) {
  const [row] = await db
    .select({ email: providers.email, name: providers.name })
    .from(providers)
    .where(eq(providers.id, providerId))
  return row
}

/**
 * Tells the live views (board, ride page, driver's page) that the booking's flight changed, on
 * the channel the bookings trigger uses (drizzle/0005): a new estimate that moves no pickup still
 * shows. Sent when the transaction commits, as NOTIFY is.
 */
export async function announceFlightChange(tx: Database, bookingId: string): Promise<void> {
  await tx.execute(
    sql`select pg_notify('booking_changes', json_build_object('id', ${bookingId}::uuid, 'op', 'update')::text)`,
  )
}
