import type { Database } from '../../db/client'
import { preparedPerShape } from '../../db/prepared'
import { rideAccessTokens } from '../../db/schema'

// The ride page's link tokens are issued with the messages that carry them, by whichever module
// queues the message; the ride page (modules/rides) checks them when a link is opened.

export type RideAccessSource = 'email' | 'lookup'

type NewRideAccessToken = {
  bookingId: string
  tokenHash: string
  source: RideAccessSource
  expiresAt: Date
}

const rideAccessTokenInsert = preparedPerShape(
  'ride_access_token_insert',
  (db, { row }: { row: NewRideAccessToken }) => db.insert(rideAccessTokens).values(row),
)

export async function insertRideAccessToken(db: Database, row: NewRideAccessToken) {
  await rideAccessTokenInsert(db, { row })
}
