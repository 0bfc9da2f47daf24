import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import { rideCompletedEmail, type BookingRow } from '../bookings'
import { cancelScheduledJob } from '../jobs'
import { ratingRequestKey, scheduleRatingRequest } from './rating-request'
import { issueRideToken, rideLink } from './ride-access'

// What follows a ride becoming completed, whoever reports it: an operator in the console today,
// the driver later. Every path that moves a booking to `completed` calls rideCompleted in the
// same transaction, so the traveller hears once (docs/decisions/028-ride-page.md).

/** The ride page's link that opens on the receipt, with a fresh ride link token. */
export function receiptLink(appBaseUrl: string, bookingCode: string, token: string): string {
  const url = new URL(rideLink(appBaseUrl, bookingCode, token))
  url.searchParams.set('receipt', '1')
  return url.toString()
}

/**
 * Queues the thank-you mail with the link to the receipt and the rating, in the caller's
 * transaction, right after its move to `completed`, and schedules the rating request an hour
 * later. Answers whether a mail was queued.
 */
export async function rideCompleted(
  tx: Database,
  booking: BookingRow,
  appBaseUrl: string,
  now = new Date(),
): Promise<boolean> {
  if (booking.bookingStatus !== 'completed') return false
  const token = await issueRideToken(tx, booking.id, 'email', now)
  const url = receiptLink(appBaseUrl, booking.bookingCode, token)
  await enqueueMail(
    tx,
    rideCompletedEmail(booking, { label: 'Download your receipt and rate your ride', url }),
  )
  await scheduleRatingRequest(tx, booking, now)
  return true
}

/**
 * A completion taken back (a driver's mistaken tap, issue 30): the rating request an hour later
 * is called off. The thank-you mail has usually gone already; a second one follows the real end.
 */
export async function rideCompletionUndone(tx: Database, booking: BookingRow): Promise<void> {
  await cancelScheduledJob(tx, ratingRequestKey(booking.id))
}
