import type { Database } from '../../db/client'
import { issueRideToken, rideLink } from './ride-access'

/**
 * The ride page's link for a mail to the traveller, with a fresh email token in its fragment:
 * call it inside the transaction that queues the mail, so the token exists if and only if the
 * mail does.
 */
export async function rideLinkForMail(
  tx: Database,
  appBaseUrl: string,
  booking: { id: string; bookingCode: string },
): Promise<string> {
  return rideLink(appBaseUrl, booking.bookingCode, await issueRideToken(tx, booking.id, 'email'))
}
