import { DRIVER_STEP_UNDO_SECONDS } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import {
  findBookingById,
  rideCompletedEmail,
  rideCompletedSubject,
  type BookingRow,
} from '../bookings'
import { cancelScheduledJob, scheduleJob, type JobHandler } from '../jobs'
import { mailQueuedFor } from './repository'
import { ratingRequestKey, scheduleRatingRequest } from './rating-request'
import { issueRideToken, rideLink } from './ride-access'

// What follows a ride becoming completed, whoever reports it: an operator in the console today,
// the driver later. Every path that moves a booking to `completed` calls rideCompleted in the
// same transaction, so the traveller hears once (docs/decisions/028-ride-page.md).

/** The ride page's link that opens on the receipt, with a fresh ride link token. */
export function receiptLink(
  appBaseUrl: string,
  booking: Parameters<typeof rideLink>[1],
  token: string,
): string {
  const url = new URL(rideLink(appBaseUrl, booking, token))
  url.searchParams.set('receipt', '1')
  return url.toString()
}

/** The held thank-you mail's one job per booking. */
export const rideThanksKey = (bookingId: string) => `ride-thanks:${bookingId}`

/** Queues the thank-you mail with a fresh link to the receipt and the rating. */
async function queueThanks(tx: Database, booking: BookingRow, appBaseUrl: string, now: Date) {
  const token = await issueRideToken(tx, booking.id, 'email', now)
  const url = receiptLink(appBaseUrl, booking, token)
  await enqueueMail(
    tx,
    await rideCompletedEmail(booking, {
      label: /*i18n*/ 'Download your receipt and rate your ride',
      url,
    }),
  )
}

/**
 * In the transaction of the move to `completed`: the thank-you mail with the link to the receipt
 * and the rating, and the rating request an hour later. A driver's tap may be taken back within
 * DRIVER_STEP_UNDO_SECONDS (issue 30), so after a driver's completion the mail waits that long
 * as a `ride_thanks` job, which an undo calls off; an operator's completion mails at once.
 */
export async function rideCompleted(
  tx: Database,
  booking: BookingRow,
  appBaseUrl: string,
  now = new Date(),
  options: { holdForUndo: boolean } = { holdForUndo: false },
): Promise<void> {
  if (booking.bookingStatus !== 'completed') return
  if (options.holdForUndo) {
    await scheduleJob(tx, {
      kind: 'ride_thanks',
      runAt: new Date(now.getTime() + DRIVER_STEP_UNDO_SECONDS * 1000),
      payload: { bookingId: booking.id },
      dedupeKey: rideThanksKey(booking.id),
    })
  } else {
    await queueThanks(tx, booking, appBaseUrl, now)
  }
  await scheduleRatingRequest(tx, booking, now)
}

/** ride_thanks: the held thank-you mail, once the ride is still completed when the minute is up. */
export function rideThanksJob(appBaseUrl: string): JobHandler {
  return async ({ db, job }) => {
    const id = typeof job.payload.bookingId === 'string' ? job.payload.bookingId : undefined
    if (!id) return
    await db.transaction(async (tx) => {
      const booking = await findBookingById(tx, id)
      if (!booking || booking.bookingStatus !== 'completed') return
      // A run that died after queueing the mail must not queue it again.
      if (await mailQueuedFor(tx, booking.email, rideCompletedSubject(booking))) return
      await queueThanks(tx, booking, appBaseUrl, new Date())
    })
  }
}

/**
 * A completion taken back (a driver's mistaken tap, issue 30): the held thank-you mail and the
 * rating request an hour later are called off; both follow the real end.
 */
export async function rideCompletionUndone(tx: Database, booking: BookingRow): Promise<void> {
  await cancelScheduledJob(tx, ratingRequestKey(booking.id))
  await cancelScheduledJob(tx, rideThanksKey(booking.id))
}
