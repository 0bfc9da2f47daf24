import { DomainError, driverJobMessages } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashSecretToken } from '../../lib/secret-token'
import { findBookingById, lockBooking, type BookingRow } from '../bookings'
import { findDriverJobLink, type DriverJobLinkRow } from './repository'

// A driver's right to one job is the link's token and nothing else: unknown, revoked (the job
// went to another driver), expired (24 hours after the ride) and one whose driver or provider
// was deactivated all get the same 401, so a guesser learns nothing
// (docs/decisions/029-providers-and-drivers.md).

export type DriverJobAccess = { link: DriverJobLinkRow; booking: BookingRow }

const refused = () => new DomainError('UNAUTHORIZED', driverJobMessages.linkInvalid)

async function judge(
  db: Database,
  token: string | undefined,
  now: Date,
  read: (db: Database, id: string) => Promise<BookingRow | undefined>,
): Promise<DriverJobAccess> {
  if (!token) throw new DomainError('UNAUTHORIZED', driverJobMessages.tokenRequired)
  if (token.length > 200) throw refused()
  const link = await findDriverJobLink(db, hashSecretToken(token))
  if (!link || link.revokedAt || link.expiresAt <= now) throw refused()
  // A driver or provider taken off the registry loses every link at once.
  if (!link.driverActive || !link.providerActive) throw refused()
  const booking = await read(db, link.bookingId)
  // Belt and braces: a link whose driver no longer has the ride is dead even if not revoked.
  if (!booking || booking.driverId !== link.driverId) throw refused()
  return { link, booking }
}

/** The job a token opens, read without a lock. */
export function findDriverJob(db: Database, token: string | undefined, now = new Date()) {
  return judge(db, token, now, findBookingById)
}

/** The same, the booking locked until the caller's transaction ends: for a step or a position. */
export function lockDriverJob(tx: Database, token: string | undefined, now = new Date()) {
  return judge(tx, token, now, lockBooking)
}
