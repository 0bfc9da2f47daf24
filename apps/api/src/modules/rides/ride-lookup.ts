import { createHash, timingSafeEqual } from 'node:crypto'
import {
  DomainError,
  rideLookupMessages,
  type RideLookupRequest,
  type RideLookupResponse,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { issueRideToken, RIDE_LINK_LIFETIME_MS } from './ride-access'
import { findLookupTarget } from './repository'

// POST /rides/lookup, "Find my booking" (docs/decisions/028-ride-page.md). A wrong code and a
// wrong email take the same path (one query, one comparison) and get the same 404, so the answer
// never tells which bookings exist or whose they are.

const digest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest()

/** Emails compared without regard to case, in constant time. */
function sameEmail(given: string, stored: string): boolean {
  return timingSafeEqual(digest(given), digest(stored))
}

export async function lookUpRide(
  db: Database,
  request: RideLookupRequest,
  now = new Date(),
): Promise<RideLookupResponse> {
  const target = await findLookupTarget(db, request.booking_code)
  const matches = sameEmail(request.email, target?.email ?? '')
  if (!target || !matches) throw new DomainError('NOT_FOUND', rideLookupMessages.notFound)
  const token = await issueRideToken(db, target.id, 'lookup', now)
  return {
    booking_code: target.code,
    token,
    expires_at: new Date(now.getTime() + RIDE_LINK_LIFETIME_MS.lookup).toISOString(),
  }
}
