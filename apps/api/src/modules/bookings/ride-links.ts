import { languagePrefix, type Language } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { insertRideAccessToken, type RideAccessSource } from './ride-link-repository'

// Every mail and text after confirmation links the ride page (docs/decisions/028-ride-page.md);
// the link is issued here, below every module that sends one, so none has to import the ride page.

const DAY_MS = 86_400_000
/** How long a ride link stays good: a mail's link lasts past the ride (receipt, rating). */
export const RIDE_LINK_LIFETIME_MS = { email: 400 * DAY_MS, lookup: 7 * DAY_MS } as const

/**
 * A new ride link token for a booking, stored hashed; the caller puts it in a link's fragment
 * (`/rides/{code}#{token}`) and never anywhere a server would log it.
 */
export async function issueRideToken(
  db: Database,
  bookingId: string,
  source: RideAccessSource,
  now = new Date(),
): Promise<string> {
  const token = newSecretToken()
  await insertRideAccessToken(db, {
    bookingId,
    tokenHash: hashSecretToken(token),
    source,
    expiresAt: new Date(now.getTime() + RIDE_LINK_LIFETIME_MS[source]),
  })
  return token
}

/** A booking as its links need it: the code, and the traveller's language for the page. */
type LinkedBooking = { bookingCode: string; language: Language }

/** The ride page's address, in the traveller's language, with its token in the fragment. */
export function rideLink(appBaseUrl: string, booking: LinkedBooking, token: string): string {
  const page = `${languagePrefix(booking.language)}/rides/${encodeURIComponent(booking.bookingCode)}`
  return `${appBaseUrl}${page}#${token}`
}

/**
 * The ride page's link for a mail to the traveller, with a fresh email token in its fragment:
 * call it inside the transaction that queues the mail, so the token exists if and only if the
 * mail does.
 */
export async function rideLinkForMail(
  tx: Database,
  appBaseUrl: string,
  booking: LinkedBooking & { id: string },
): Promise<string> {
  return rideLink(appBaseUrl, booking, await issueRideToken(tx, booking.id, 'email'))
}
