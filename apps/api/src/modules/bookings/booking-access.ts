import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import {
  actsInSandboxOnly,
  bookingMessages,
  DomainError,
  type PartnerActor,
  type PartnerRatePlan,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { findBookingById, lockBooking, type BookingRow } from './repository'
import { isUuid } from '../../lib/uuid'
import { noteBookingCode } from '../../lib/work-context'

/** Who is asking: the X-Booking-Token they sent and the signed-in partner, if any. */
export type BookingCaller = {
  bookingToken: string | undefined
  partner: {
    id: string
    discountPercent: number
    actor?: PartnerActor
    /** The plan in force today (a pending net booking's selling price may be set again). */
    ratePlan?: PartnerRatePlan
  } | null
}

/**
 * Whether the booking is the calling partner's own. A test API key works in the sandbox only:
 * the same partner's live bookings are not its to read or change (issue 30, second probe).
 */
export function isPartnersOwn(
  booking: Pick<BookingRow, 'partnerId' | 'sandbox'>,
  partner: BookingCaller['partner'],
): boolean {
  if (!partner || booking.partnerId !== partner.id) return false
  return !actsInSandboxOnly(partner.actor) || booking.sandbox
}

export const bookingNotFound = () => new DomainError('NOT_FOUND', bookingMessages.bookingNotFound)

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/**
 * The booking's access token (docs/decisions/002-booking-idempotency.md). Without an
 * Idempotency-Key it is 32 random bytes; with one it is an HMAC keyed by that key over the booking
 * and the request, so a retry of the same request can be given the same token while the server
 * stores neither the token nor the raw key.
 */
export function accessTokenFor(booking: {
  id: string
  idempotencyKey: string | undefined
  fingerprint: string
}): string {
  if (!booking.idempotencyKey) return newSecretToken()
  return createHmac('sha256', booking.idempotencyKey)
    .update(`booking-access:${booking.id}:${booking.fingerprint}`)
    .digest('base64url')
}

export const hashAccessToken = hashSecretToken

function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashAccessToken(token))
  const stored = Buffer.from(storedHash)
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/** The caller's right to a booking: its token, or being the partner it belongs to. */
export function canAccess(booking: BookingRow, caller: BookingCaller): boolean {
  if (isPartnersOwn(booking, caller.partner)) return true
  return (
    caller.bookingToken !== undefined && tokenMatches(caller.bookingToken, booking.accessTokenHash)
  )
}

/**
 * The booking a caller may see. A bad id and somebody else's booking both answer 404, so nobody
 * learns which bookings exist; a caller with no credentials at all gets 401.
 */
export async function findAccessibleBooking(
  db: Database,
  id: string,
  caller: BookingCaller,
): Promise<BookingRow> {
  return accessibleBooking(id, caller, () => findBookingById(db, id))
}

/**
 * The same, read with lockBooking inside the caller's transaction: one statement where reading
 * and then locking took two. The answers are the same as findAccessibleBooking's.
 */
export async function lockAccessibleBooking(
  tx: Database,
  id: string,
  caller: BookingCaller,
): Promise<BookingRow> {
  return accessibleBooking(id, caller, () => lockBooking(tx, id))
}

/**
 * The same checks for a read that brings more than the booking (its payments, its history: see
 * readBookingPayments), so a request reads all it needs in one statement. Nothing is read for a
 * bad id or a caller with no credentials; somebody else's booking answers 404 as above.
 */
export async function findAccessible<T extends { booking: BookingRow }>(
  id: string,
  caller: BookingCaller,
  read: () => Promise<T | undefined>,
): Promise<T> {
  if (!isUuid(id)) throw bookingNotFound()
  if (!caller.bookingToken && !caller.partner) {
    throw new DomainError('UNAUTHORIZED', bookingMessages.tokenRequired)
  }
  const found = await read()
  if (!found || !canAccess(found.booking, caller)) throw bookingNotFound()
  // A read through another repository (the booking with its payments) names the booking too.
  noteBookingCode(found.booking.bookingCode)
  return found
}

async function accessibleBooking(
  id: string,
  caller: BookingCaller,
  read: () => Promise<BookingRow | undefined>,
): Promise<BookingRow> {
  const found = await findAccessible(id, caller, async () => {
    const booking = await read()
    return booking && { booking }
  })
  return found.booking
}
