import type { Database } from '../../db/client'
import { rideAccessTokens } from '../../db/schema'

// The ride page's link tokens are issued with the messages that carry them, by whichever module
// queues the message; the ride page (modules/rides) checks them when a link is opened.

export type RideAccessSource = 'email' | 'lookup'

export async function insertRideAccessToken(
  db: Database,
  row: { bookingId: string; tokenHash: string; source: RideAccessSource; expiresAt: Date },
) {
  await db.insert(rideAccessTokens).values(row)
}
