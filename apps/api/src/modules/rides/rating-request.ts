import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import {
  findBookingById,
  ratingRequestEmail,
  ratingRequestSubject,
  type BookingRow,
} from '../bookings'
import type { JobHandler } from '../jobs'
import { scheduleJob } from '../jobs'
import { findRating } from './rating-repository'
import { mailQueuedFor } from './repository'
import { issueRideToken, rideLink } from './ride-access'

// An hour after a ride is completed, whoever completed it, the traveller is asked once to rate
// it, unless they already did (issue 15, item 7; docs/decisions/029-providers-and-drivers.md).

export const RATING_REQUEST_DELAY_MS = 60 * 60_000

/** The rating request's one job per booking. */
export const ratingRequestKey = (bookingId: string) => `rating-request:${bookingId}`

/** Called with the move to `completed`, in its transaction: one job per booking. */
export async function scheduleRatingRequest(tx: Database, booking: BookingRow, now: Date) {
  await scheduleJob(tx, {
    kind: 'rating_request',
    runAt: new Date(now.getTime() + RATING_REQUEST_DELAY_MS),
    payload: { bookingId: booking.id },
    dedupeKey: ratingRequestKey(booking.id),
  })
}

/** rating_request: the mail with a ride link that opens on the rating; never twice. */
export function ratingRequestJob(appBaseUrl: string): JobHandler {
  return async ({ db, job }) => {
    const id = typeof job.payload.bookingId === 'string' ? job.payload.bookingId : undefined
    if (!id) return
    await db.transaction(async (tx) => {
      const booking = await findBookingById(tx, id)
      if (!booking || booking.bookingStatus !== 'completed') return
      if (await findRating(tx, id)) return
      // A run that died after queueing the mail must not queue it again.
      if (await mailQueuedFor(tx, booking.email, ratingRequestSubject(booking))) return
      const token = await issueRideToken(tx, booking.id, 'email')
      const url = rideLink(appBaseUrl, booking, token)
      await enqueueMail(
        tx,
        await ratingRequestEmail(booking, { label: /*i18n*/ 'Rate your ride', url }),
      )
    })
  }
}
