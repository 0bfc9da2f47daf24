import { bookingMessages, DomainError } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashSecretToken } from '../../lib/secret-token'
import { isUuid } from '../../lib/uuid'
import {
  canAccess,
  isPartnersOwn,
  findBookingById,
  lockBooking,
  type BookingCaller,
  type BookingRow,
} from '../bookings'
import { findBookingIdByCode, rideTokenOpens } from './repository'

// Who may open a ride (docs/decisions/028-ride-page.md): the booking's own access token (the
// wizard keeps it), a ride link token from a mail or from "Find my booking", or the partner the
// booking belongs to. A wrong code, a wrong token and another partner's booking all get the same
// 404, so nobody learns which bookings exist.

// The links themselves are issued by the bookings feature (bookings/ride-links.ts).
export { issueRideToken, RIDE_LINK_LIFETIME_MS, rideLink } from '../bookings'

export type RideCaller = BookingCaller

export type RideAccess = { booking: BookingRow; viewer: 'traveller' | 'partner' }

const notFound = () => new DomainError('NOT_FOUND', bookingMessages.bookingNotFound)

/** A booking code (letters, digits, a dash) or a booking id, as the path's `ref` carries it. */
async function bookingIdFor(db: Database, ref: string): Promise<string | undefined> {
  if (isUuid(ref)) return ref
  if (!/^[A-Za-z0-9-]{4,40}$/.test(ref)) return undefined
  return findBookingIdByCode(db, ref)
}

async function judge(
  db: Database,
  booking: BookingRow | undefined,
  caller: RideCaller,
  now: Date,
): Promise<RideAccess> {
  if (!booking) throw notFound()
  if (isPartnersOwn(booking, caller.partner)) {
    return { booking, viewer: 'partner' }
  }
  if (!caller.bookingToken) throw notFound()
  if (canAccess(booking, { bookingToken: caller.bookingToken, partner: null })) {
    return { booking, viewer: 'traveller' }
  }
  const opens = await rideTokenOpens(db, booking.id, hashSecretToken(caller.bookingToken), now)
  if (!opens) throw notFound()
  return { booking, viewer: 'traveller' }
}

function assertCredentials(caller: RideCaller) {
  if (!caller.bookingToken && !caller.partner) {
    throw new DomainError('UNAUTHORIZED', bookingMessages.tokenRequired)
  }
}

/** The ride a caller may see, read without a lock. */
export async function findRide(
  db: Database,
  ref: string,
  caller: RideCaller,
  now = new Date(),
): Promise<RideAccess> {
  assertCredentials(caller)
  const id = await bookingIdFor(db, ref)
  return judge(db, id ? await findBookingById(db, id) : undefined, caller, now)
}

/** The same, locked until the caller's transaction ends: for a cancel, a change or a rating. */
export async function lockRide(
  tx: Database,
  ref: string,
  caller: RideCaller,
  now = new Date(),
): Promise<RideAccess> {
  assertCredentials(caller)
  const id = await bookingIdFor(tx, ref)
  return judge(tx, id ? await lockBooking(tx, id) : undefined, caller, now)
}
