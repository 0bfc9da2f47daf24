import type { Database } from '../../db/client'
import type { BookingRow } from '../bookings'

/** Who had the ride before an assignment changed it. */
export type PreviousAssignment = { driverId: string | null; vehicleId: string | null }

/**
 * Called in the assignment's transaction, after the booking row holds its new provider, driver
 * and vehicle, by every path that assigns (an operator in the console, a provider in its portal).
 * When the driver changed it ends the previous driver's job link, issues the new driver's link
 * and queues their message; when the driver or vehicle changed it tells the traveller once.
 */
export async function afterDriverAssigned(
  _tx: Database,
  _input: {
    booking: BookingRow
    previous: PreviousAssignment
    appBaseUrl: string
    now: Date
  },
): Promise<void> {
  // Filled in by the driver job link work (issue 15, part 4).
}
