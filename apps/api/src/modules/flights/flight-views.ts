import { flightSummary, type FlightSummary } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { findBookingFlight, storedFlight } from './repository'

/** What the driver's page, the ride page and the provider's job show of a booking's flight. */
export async function bookingFlightSummary(
  db: Database,
  bookingId: string,
): Promise<FlightSummary | null> {
  const row = await findBookingFlight(db, bookingId)
  return row ? flightSummary(storedFlight(row)) : null
}
