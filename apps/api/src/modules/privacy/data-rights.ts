import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import {
  bookingStatuses,
  canEraseNow,
  DATA_ACCESS_MINUTES,
  DATA_CODE_ATTEMPTS,
  DATA_CODE_MINUTES,
  dataRightsMessages,
  defaultLanguage,
  DomainError,
  ERASURE_DELAY_AFTER_RIDE_MINUTES,
  isFinalStatus,
  maskEmail,
  type DataAccess,
  type DataCodeSent,
  type DataErasure,
  type Language,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { hashSecretToken, newSecretToken } from '../../lib/secret-token'
import { enqueueMail } from '../../mail/outbox'
import { recordAudit } from '../audit'
import { findBookingById, type BookingRow } from '../bookings'
import { scheduleJob, type JobHandler } from '../jobs'
import {
  addPendingErasures,
  bookingsHeldFor,
  countWrongCode,
  deleteEndedRequests,
  deleteRequestsOf,
  findAccess,
  grantAccess,
  hasPendingErasure,
  heldBookingById,
  insertDataRequest,
  markExported,
  openCodeRequest,
  pendingErasuresOfEndedBookings,
  removePendingErasure,
  type DataRequestRow,
  type HeldBooking,
} from './data-rights-repository'
import { dataCodeMail, dataErasedMail, dataExportedMail, rideErasedMail } from './data-rights-mails'
import { anonymiseBookings } from './repository'

// A traveller's access to, copy of and erasure of their data (docs/decisions/042-traveller-data-rights.md).
// A code mailed to the address proves the traveller holds it; the code opens an access token,
// kept as a hash, that the export and the erasure take. Only the address's own bookings are
// read, and only while they still hold it. Each mail is in the language of the person who asked
// (the request's Accept-Language, docs/decisions/052-server-messages.md); the mail a ride's later
// erasure sends, which no request is behind, is in the booking's language.

const MINUTE = 60_000
const codeDigest = (email: string, code: string) => hashSecretToken(`data-code:${email}:${code}`)

/** Six random digits, leading zeros kept. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * Mails a code to `email`, in `language`, when any booking still holds it; the answer is the same
 * either way. Requests whose time is over are cleared first, so an address is not kept past its
 * request.
 */
export async function sendDataCode(
  db: Database,
  email: string,
  now: Date,
  language: Language,
): Promise<DataCodeSent> {
  await db.transaction(async (tx) => {
    await deleteEndedRequests(tx, now)
    const held = await bookingsHeldFor(tx, email)
    if (held.length === 0) return
    const code = newCode()
    await insertDataRequest(tx, {
      email,
      codeHash: codeDigest(email, code),
      codeExpiresAt: new Date(now.getTime() + DATA_CODE_MINUTES * MINUTE),
      now,
    })
    await enqueueMail(tx, await dataCodeMail(email, code, language))
  })
  return { message: dataRightsMessages.codeSent }
}

/** The ride page's way in: the code goes to the booking's own email, shown partly hidden. */
export async function sendDataCodeForBooking(
  db: Database,
  booking: BookingRow,
  now: Date,
  language: Language,
): Promise<DataCodeSent> {
  const email = booking.email.toLowerCase()
  await sendDataCode(db, email, now, language)
  return { message: dataRightsMessages.codeSent, sent_to: maskEmail(email) }
}

const summary = (booking: HeldBooking) => ({
  booking_code: booking.code,
  status: booking.status,
  pickup_time: booking.pickupTime.toISOString(),
  erasable_now: canEraseNow(booking.status),
})

/**
 * The code for `email`: right, it opens an access token; wrong, expired, used or never sent, one
 * answer (401). A request takes DATA_CODE_ATTEMPTS wrong codes, then its code is spent.
 */
export async function openDataAccess(
  db: Database,
  email: string,
  code: string,
  now: Date,
): Promise<DataAccess> {
  const outcome = await db.transaction(async (tx) => {
    const request = await openCodeRequest(tx, email, now)
    const expected = Buffer.from(request?.codeHash ?? codeDigest(email, 'none'), 'hex')
    const given = Buffer.from(codeDigest(email, code), 'hex')
    if (!request || !timingSafeEqual(expected, given)) {
      if (request) {
        const attempts = request.attempts + 1
        await countWrongCode(tx, request.id, attempts, attempts >= DATA_CODE_ATTEMPTS, now)
      }
      return null
    }
    const token = newSecretToken()
    const expiresAt = new Date(now.getTime() + DATA_ACCESS_MINUTES * MINUTE)
    await grantAccess(tx, request.id, { hash: hashSecretToken(token), expiresAt, now })
    return { token, expiresAt }
  })
  // A wrong code's count is written before this answer: the rollback of a throw would undo it.
  if (!outcome) throw new DomainError('UNAUTHORIZED', dataRightsMessages.codeRejected)
  const held = await bookingsHeldFor(db, email)
  return {
    token: outcome.token,
    expires_at: outcome.expiresAt.toISOString(),
    email,
    bookings: held.map(summary),
  }
}

/** The request behind an access token, while it lasts; else 401. */
export async function requireDataAccess(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<DataRequestRow> {
  const request = token ? await findAccess(db, hashSecretToken(token), now) : undefined
  if (!request) throw new DomainError('UNAUTHORIZED', dataRightsMessages.accessExpired)
  return request
}

export async function heldBookings(db: Database, request: DataRequestRow): Promise<HeldBooking[]> {
  return bookingsHeldFor(db, request.email)
}

/** After a download: the first one under this access is told to the address by mail, in `language`. */
export async function noteExport(
  db: Database,
  request: DataRequestRow,
  bookingCount: number,
  now: Date,
  appBaseUrl: string,
  language: Language,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await markExported(tx, request.id, now))) return
    await enqueueMail(
      tx,
      await dataExportedMail(request.email, now, bookingCount, appBaseUrl, language),
    )
  })
}

/**
 * Erases what we hold under the request's email: every finished booking is anonymised now; a
 * booking still under way is kept for its ride and anonymised once it ends (the privacy
 * module's reaction, or the daily sweep). The requests of the address are deleted, the counts
 * audited (no one named), and the traveller told, in `language`, by a mail that is itself
 * forgotten once sent.
 */
export async function eraseTravellerData(
  db: Database,
  request: DataRequestRow,
  now: Date,
  language: Language,
): Promise<DataErasure> {
  return db.transaction(async (tx) => {
    const held = await bookingsHeldFor(tx, request.email)
    if (held.length === 0) {
      throw new DomainError('NOT_FOUND', dataRightsMessages.nothingHeld)
    }
    const erasable = held.filter((booking) => canEraseNow(booking.status))
    const later = held.filter((booking) => !canEraseNow(booking.status))
    const counts = await anonymiseBookings(
      tx,
      erasable.map((booking) => booking.id),
      now,
    )
    await addPendingErasures(
      tx,
      later.map((booking) => booking.id),
      now,
    )
    await deleteRequestsOf(tx, request.email)
    await recordAudit(tx, {
      operator: null,
      action: 'erasure.request',
      target: { kind: 'erasure', id: randomUUID() },
      before: null,
      after: {
        bookings_anonymised: counts.bookings,
        bookings_waiting: later.length,
        rows_anonymised: counts.rows,
      },
    })
    // Queued after the anonymisation, so it does not anonymise this mail's own address.
    await enqueueMail(
      tx,
      await dataErasedMail(
        request.email,
        {
          erased: erasable.map((booking) => booking.code),
          waiting: later.map((booking) => booking.code),
        },
        language,
      ),
    )
    return {
      erased: erasable.map((booking) => ({ booking_code: booking.code })),
      waiting: later.map((booking) => ({ booking_code: booking.code, status: booking.status })),
    }
  })
}

/** The privacy module's reaction to a booking's final move: erase it soon, if its traveller asked. */
export async function scheduleErasureAfterRide(
  tx: Database,
  booking: BookingRow,
  at: Date,
): Promise<void> {
  if (!(await hasPendingErasure(tx, booking.id))) return
  await scheduleJob(tx, {
    kind: 'erasure_due',
    runAt: new Date(at.getTime() + ERASURE_DELAY_AFTER_RIDE_MINUTES * MINUTE),
    payload: { bookingId: booking.id },
    dedupeKey: `erasure-due:${booking.id}`,
  })
}

/**
 * Anonymises one booking whose erasure waited for its ride, and tells its traveller. A job sends
 * this, with no request to read a language from: the mail is in the booking's language, the one
 * the traveller booked this ride in and had all its mails in (the asker's own is not kept).
 */
export async function erasePendingBooking(
  db: Database,
  bookingId: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await hasPendingErasure(tx, bookingId))) return false
    const booking = await heldBookingById(tx, bookingId)
    if (booking && !isFinalStatus(booking.status)) return false
    const language = booking ? (await findBookingById(tx, bookingId))?.language : undefined
    await anonymiseBookings(tx, [bookingId], now)
    await removePendingErasure(tx, bookingId)
    if (booking) {
      await enqueueMail(
        tx,
        await rideErasedMail(booking.email, booking.code, language ?? defaultLanguage),
      )
    }
    await recordAudit(tx, {
      operator: null,
      action: 'erasure.after_ride',
      target: { kind: 'erasure', id: randomUUID() },
      before: null,
      after: { bookings_anonymised: booking ? 1 : 0 },
    })
    return true
  })
}

const finalStatuses = bookingStatuses.filter(isFinalStatus)

/** The `erasure_due` job; the sweep's catch-up passes the same way. Safe to run twice. */
export const erasureDueHandler =
  (clock: { now(): Date }): JobHandler =>
  async ({ db, job }) => {
    const id = typeof job.payload.bookingId === 'string' ? job.payload.bookingId : undefined
    if (id) await erasePendingBooking(db, id, clock.now())
  }

/** Pending erasures whose ride ended without the job (a crash before it was scheduled). */
export async function catchUpPendingErasures(db: Database, now: Date): Promise<number> {
  const due = await pendingErasuresOfEndedBookings(db, finalStatuses, 100)
  let erased = 0
  for (const id of due) if (await erasePendingBooking(db, id, now)) erased++
  return erased
}
