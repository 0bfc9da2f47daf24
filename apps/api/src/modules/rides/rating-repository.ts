import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookingRatings } from '../../db/schema'

// The traveller's rating of a ride: one row per booking, written once and never changed
// (docs/decisions/028-ride-page.md).

export type RatingRow = typeof bookingRatings.$inferSelect

/**
 * Stores the rating unless the booking already has one: the new row, or undefined when one was
 * there first (the primary key on the booking decides, even between two calls at once).
 */
export async function insertRatingOnce(
  db: Database,
  row: { bookingId: string; stars: number; comment: string },
): Promise<RatingRow | undefined> {
  const [inserted] = await db.insert(bookingRatings).values(row).onConflictDoNothing().returning()
  return inserted
}

export async function findRating(db: Database, bookingId: string): Promise<RatingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingRatings)
    .where(eq(bookingRatings.bookingId, bookingId))
  return row
}
