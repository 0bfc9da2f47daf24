import { and, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, rideAccessTokens } from '../../db/schema'

// The ride page's own tables (docs/decisions/028-ride-page.md). Bookings themselves are read and
// changed through the bookings feature.

export type RideAccessSource = 'email' | 'lookup'

export async function insertRideAccessToken(
  db: Database,
  row: { bookingId: string; tokenHash: string; source: RideAccessSource; expiresAt: Date },
) {
  await db.insert(rideAccessTokens).values(row)
}

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
