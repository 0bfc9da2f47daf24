import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookingFlights } from '../../db/schema'

// What the waiting rule reads of a booking's tracked flight; the flights module keeps the row
// (docs/decisions/036-flight-tracking.md#waiting).

/** When the booking's flight landed, once the flight-status service says it has; else null. */
export async function flightLandedAt(db: Database, bookingId: string): Promise<Date | null> {
  const [row] = await db
    .select({ arrivalAt: bookingFlights.arrivalAt })
    .from(bookingFlights)
    .where(and(eq(bookingFlights.bookingId, bookingId), eq(bookingFlights.state, 'landed')))
    .limit(1)
  return row?.arrivalAt ?? null
}
