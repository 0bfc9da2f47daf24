import { and, asc, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedOn, preparedPerShape } from '../../db/prepared'
import { bookingEvents, bookings, partners, providers, quotes } from '../../db/schema'
import { noteBookingCode } from '../../lib/work-context'

// The only file of the bookings feature that touches Drizzle (docs/architecture.md#api).

/**
 * Every read of one booking by its id (or by an id found from its code) and every new booking
 * pass here: the request or queued item doing it is then about that booking, and its code goes
 * on its span and log lines (docs/operations.md#traces).
 */
function concerning<T extends { bookingCode: string } | undefined>(row: T): T {
  if (row) noteBookingCode(row.bookingCode)
  return row
}

export type BookingRow = typeof bookings.$inferSelect
export type NewBooking = typeof bookings.$inferInsert

/** A partner's cost centres and booking reference settings, which its bookings are checked against. */
export async function findPartnerBookingFields(db: Database, partnerId: string) {
  const [row] = await db
    .select({ fields: partners.bookingFields })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1)
  return row?.fields
}

// Quotes are the pricing feature's: read through its findQuote, stored through it with a booking.
export { findQuote, storeQuoteUnlessStored } from '../pricing'

type NewQuote = typeof quotes.$inferInsert

type BookingInsertRows = {
  booking: NewBooking
  quote: NewQuote | undefined
  event: { actorKind: string }
}

/**
 * The one statement of insertBookingWithFirstEvent, prepared per shape of booking and quote:
 * building it (three inserts and a select of every booking column) took about a tenth of a
 * booking journey's CPU.
 */
const bookingWithFirstEvent = preparedPerShape(
  'booking_insert',
  (db, { booking, quote, event }: BookingInsertRows) => {
    const inserted = db
      .$with('inserted_booking')
      .as(db.insert(bookings).values(booking).onConflictDoNothing().returning())
    const firstEvent = db.$with('first_event').as(
      db.insert(bookingEvents).select(
        sql`select gen_random_uuid(), ${inserted.id}, ${inserted.createdAt}, ${event.actorKind}::text,
          ${inserted.partnerId}::text, null, ${inserted.bookingStatus}, null, '{}'::jsonb
          from ${inserted}`,
      ),
    )
    const storedQuote =
      quote &&
      db
        .$with('stored_quote')
        .as(db.insert(quotes).values(quote).onConflictDoNothing({ target: quotes.id }))
    const ctes = storedQuote ? [storedQuote, inserted, firstEvent] : [inserted, firstEvent]
    return db
      .with(...ctes)
      .select()
      .from(inserted)
  },
)

/**
 * Inserts a booking, the signed quote it is made from (unless stored) and the first entry of its
 * timeline, as one statement: atomic on its own, so no transaction of four round trips. The
 * booking is inserted unless a unique index objects (the idempotency key, the quote already
 * booked, or a booking code already taken): then only the quote is written and undefined comes
 * back, so the caller decides without an error aborting a transaction.
 */
export async function insertBookingWithFirstEvent(
  db: Database,
  booking: NewBooking,
  quote: NewQuote | undefined,
): Promise<BookingRow | undefined> {
  // Made by its partner, else by the traveller; dated as the booking; from no status.
  const actorKind = booking.partnerId ? 'partner' : 'traveller'
  const [row] = await bookingWithFirstEvent(db, { booking, quote, event: { actorKind } })
  return concerning(row)
}

/**
 * Prepared once per database: the hot lookups' SQL is built once, and on PostgreSQL each
 * connection parses and plans it once (a named statement). PGlite runs it as a plain query.
 */
const bookingByIdempotencyKey = preparedOn((db) =>
  db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.idempotencyScope, sql.placeholder('scope')),
        eq(bookings.idempotencyKey, sql.placeholder('keyHash')),
      ),
    )
    .limit(1)
    .prepare('booking_by_idempotency_key'),
)

export async function findBookingByIdempotencyKey(db: Database, scope: string, keyHash: string) {
  const [row] = await bookingByIdempotencyKey(db).execute({ scope, keyHash })
  return concerning(row)
}

export async function findBookingIdForQuote(db: Database, quoteId: string) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.quoteId, quoteId))
    .limit(1)
  return row?.id
}

const bookingById = preparedOn((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .limit(1)
    .prepare('booking_by_id'),
)

export async function findBookingById(db: Database, id: string) {
  const [row] = await bookingById(db).execute({ id })
  return concerning(row)
}

/** The booking, locked until the transaction ends, so two changes cannot interleave. */
const lockedBookingById = preparedOn((db) =>
  db
    .select()
    .from(bookings)
    .where(eq(bookings.id, sql.placeholder('id')))
    .limit(1)
    .for('update')
    .prepare('booking_lock'),
)

export async function lockBooking(tx: Database, id: string) {
  const [row] = await lockedBookingById(tx).execute({ id })
  return concerning(row)
}

/**
 * When a change gives the ride to another provider, that provider's commission of the moment is
 * kept on the booking (the statement reads it); the same provider keeps the rate it had.
 */
function commissionOnAssignment(changes: Partial<NewBooking>) {
  const providerId = changes.providerId
  if (!providerId) return {}
  return {
    providerCommissionHundredths: sql`case when ${bookings.providerId} is distinct from ${providerId}
      or ${bookings.providerCommissionHundredths} is null
      then (select ${providers.commissionHundredths} from ${providers} where ${providers.id} = ${providerId})
      else ${bookings.providerCommissionHundredths} end`,
  }
}

/** The columns an update of a booking writes: its changes, commission, time and version. */
const bookingChangeColumns = (changes: Partial<NewBooking>) => ({
  ...changes,
  ...commissionOnAssignment(changes),
  updatedAt: sql`now()`,
  version: sql`${bookings.version} + 1`,
})

/** updateBooking's statement, prepared per shape of change. */
const bookingUpdate = preparedPerShape(
  'booking_update',
  (db, { changes, where }: { changes: Partial<NewBooking>; where: { id: string } }) =>
    db
      .update(bookings)
      .set(bookingChangeColumns(changes))
      .where(eq(bookings.id, where.id))
      .returning(),
)

export async function updateBooking(tx: Database, id: string, changes: Partial<NewBooking>) {
  const [row] = await bookingUpdate(tx, { changes, where: { id } })
  return row!
}

/**
 * updateBooking in one statement without a lock taken beforehand: the row changes only if it
 * still holds `expected` when the statement runs (the row lock the UPDATE takes makes that check
 * and the write one step). Undefined when it no longer did and nothing was written.
 */
export async function updateBookingWhere(
  db: Database,
  id: string,
  expected: Partial<Pick<BookingRow, 'bookingStatus' | 'paymentStatus'>>,
  changes: Partial<NewBooking>,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set(bookingChangeColumns(changes))
    .where(
      and(
        eq(bookings.id, id),
        expected.bookingStatus === undefined
          ? undefined
          : eq(bookings.bookingStatus, expected.bookingStatus),
        expected.paymentStatus === undefined
          ? undefined
          : eq(bookings.paymentStatus, expected.paymentStatus),
      ),
    )
    .returning()
  return row
}

export type BookingEventRow = typeof bookingEvents.$inferSelect
export type NewBookingEvent = typeof bookingEvents.$inferInsert

const bookingEventInsert = preparedPerShape(
  'booking_event_insert',
  (db, { event }: { event: NewBookingEvent }) => db.insert(bookingEvents).values(event),
)

export async function insertBookingEvent(tx: Database, event: NewBookingEvent) {
  await bookingEventInsert(tx, { event })
}

/** The booking's timeline, oldest first. */
export async function listBookingEvents(db: Database, bookingId: string) {
  return db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id))
}

/** What the lifecycle needs besides the booking itself (transitionHistory). */
export type TransitionHistory = {
  quoteExpiresAt: Date
  /** The timeline, oldest first. */
  /** `actorKind` is left out by callers that build the history themselves (no undo then). */
  events: { at: Date; toStatus: string; actorKind?: string; details: Record<string, string> }[]
  /** The quote's priced vehicles, when asked for (the confirmation mail reads its seats). */
  quoteVehicles?: unknown
}

/** transitionHistory's read, prepared with the quote's vehicles and without them. */
const historyQuery = (quoteVehicles: boolean) =>
  preparedOn((db) =>
    db
      .select({
        quoteExpiresAt: quotes.expiresAt,
        at: bookingEvents.at,
        toStatus: bookingEvents.toStatus,
        actorKind: bookingEvents.actorKind,
        details: bookingEvents.details,
        quoteVehicles: quoteVehicles ? quotes.vehicles : sql<null>`null`,
      })
      .from(quotes)
      .leftJoin(bookingEvents, eq(bookingEvents.bookingId, sql.placeholder('bookingId')))
      .where(eq(quotes.id, sql.placeholder('quoteId')))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id))
      .prepare(quoteVehicles ? 'booking_history_with_quote' : 'booking_history'),
  )
const history = historyQuery(false)
const historyWithQuote = historyQuery(true)

/**
 * What the lifecycle needs besides the booking itself, in one statement: when its quote lapses,
 * and its timeline's events in order (the quote joined to them, one row per event); with
 * `quoteVehicles`, the quote's vehicles too, so a confirmation need not read the quote again.
 */
export async function transitionHistory(
  db: Database,
  booking: Pick<BookingRow, 'id' | 'quoteId'>,
  options: { quoteVehicles?: boolean } = {},
): Promise<TransitionHistory> {
  const rows = await (options.quoteVehicles ? historyWithQuote : history)(db).execute({
    bookingId: booking.id,
    quoteId: booking.quoteId,
  })
  const [first] = rows
  if (!first) throw new Error(`Booking ${booking.id} has no quote`)
  const events = rows.flatMap(({ at, toStatus, actorKind, details }) =>
    at && toStatus && actorKind ? [{ at, toStatus, actorKind, details: details ?? {} }] : [],
  )
  return {
    quoteExpiresAt: first.quoteExpiresAt,
    events,
    ...(options.quoteVehicles
      ? { quoteVehicles: (first as { quoteVehicles?: unknown }).quoteVehicles }
      : {}),
  }
}

/**
 * Up to `limit` bookings still awaiting payment whose price lapsed by `now`, locked until the
 * transaction ends (the quote is only read, to know when its price lapsed). Rows another process
 * holds are skipped, so parallel runners share the work.
 */
export async function lockLapsedUnpaidBookings(tx: Database, now: Date, limit: number) {
  const rows = await tx
    .select({ booking: bookings })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .where(and(eq(bookings.bookingStatus, 'pending_payment'), lte(quotes.expiresAt, now)))
    .orderBy(asc(quotes.expiresAt))
    .limit(limit)
    .for('update', { of: bookings, skipLocked: true })
  return rows.map((row) => row.booking)
}
