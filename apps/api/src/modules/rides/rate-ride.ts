import {
  DomainError,
  rideActionMessages,
  type RideRating,
  type RideRatingRequest,
  rideRatingRequestSchema,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { RideCaller } from './ride-access'
import { lockRide } from './ride-access'
import { insertRatingOnce, type RatingRow } from './rating-repository'

export const ratingView = (row: RatingRow): RideRating => ({
  stars: row.stars,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
})

/**
 * POST /rides/{ref}/rating: the traveller (or the partner who booked) rates a completed ride,
 * once. Before the ride is over the answer is 409 INVALID_TRANSITION; a second rating is
 * 409 CONFLICT, and the first one stays as it was.
 */
export async function rateRide(
  db: Database,
  ref: string,
  caller: RideCaller,
  body: RideRatingRequest,
): Promise<RideRating> {
  const { stars, comment } = rideRatingRequestSchema.parse(body)
  return db.transaction(async (tx) => {
    const { booking } = await lockRide(tx, ref, caller)
    if (booking.bookingStatus !== 'completed') {
      throw new DomainError('INVALID_TRANSITION', rideActionMessages.notCompleted)
    }
    const row = await insertRatingOnce(tx, { bookingId: booking.id, stars, comment })
    if (!row) throw new DomainError('CONFLICT', rideActionMessages.alreadyRated)
    return ratingView(row)
  })
}
