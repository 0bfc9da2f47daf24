import {
  actorKindSchema,
  bookingStatusSchema,
  decideTransition,
  timelineFacts,
  transitionRefusalError,
  type Actor,
  type BookingFacts,
  type BookingStatus,
  type DomainError,
  type TransitionInput,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { Quote } from '../pricing'
import { bookingNotFound, isPartnersOwn, type BookingCaller } from './booking-access'
import { createReactionsFor, runMoveReactions } from './booking-hooks'
import {
  bookingWaiting,
  waitingEndsWith,
  waitingRecord,
  type BookingWaiting,
} from './booking-waiting'
import {
  insertBookingEvent,
  insertBookingWithFirstEvent,
  lockBooking,
  transitionHistory,
  updateBooking,
  type BookingRow,
  type NewBooking,
  type TransitionHistory,
} from './repository'

export type TransitionRequest = {
  to: BookingStatus
  actor: Actor
  input?: TransitionInput
  /** Kept on the timeline beside what the lifecycle records (e.g. how a booking was paid). */
  details?: Record<string, string>
  now?: Date
  /** Where links in the reactions' messages point (config.appBaseUrl): confirming or completing mails one. */
  appBaseUrl?: string
}

/** Who acts when a booking's caller acts: its partner, or the traveller holding its token. */
export function actorFor(
  caller: BookingCaller,
  booking: Pick<BookingRow, 'partnerId' | 'sandbox'>,
): Actor {
  return caller.partner && isPartnersOwn(booking, caller.partner)
    ? { kind: 'partner', id: caller.partner.id }
    : { kind: 'traveller', id: null }
}

/**
 * The lifecycle's facts of the booking, and its waiting when the move to `to` ends it (read only
 * then: the area's policy and the flight cost a query each). `history` is the booking's
 * transitionHistory when the caller has just read it (under the same lock, or for a question
 * asked before acting); else it is read here.
 */
async function bookingFacts(
  tx: Database,
  booking: BookingRow,
  to: BookingStatus,
  history?: TransitionHistory,
): Promise<{ facts: BookingFacts; waiting: BookingWaiting | null }> {
  const { quoteExpiresAt, events, quoteVehicles } =
    history ?? (await transitionHistory(tx, booking))
  const timeline = timelineFacts(
    events.map((event) => ({
      at: event.at,
      to: bookingStatusSchema.parse(event.toStatus),
      ...(event.actorKind ? { actorKind: actorKindSchema.parse(event.actorKind) } : {}),
      details: event.details,
    })),
  )
  const status = bookingStatusSchema.parse(booking.bookingStatus)
  const waiting =
    status === 'driver_arrived' && waitingEndsWith(to)
      ? await bookingWaiting(tx, booking, timeline.driverArrivedAt, quoteVehicles)
      : null
  const facts: BookingFacts = {
    status,
    partnerId: booking.partnerId,
    pickupAt: booking.pickupTime,
    freeWaitingUntil: waiting?.freeUntil ?? null,
    timezone: booking.timezone,
    quoteExpiresAt,
    sandbox: booking.sandbox,
    ...timeline,
  }
  return { facts, waiting }
}

/**
 * Changes a booking's status inside the caller's transaction, on a booking the caller has
 * locked (lockBooking): the lifecycle decides, then the status (with any `changes` that go with
 * it) and its timeline event are written together. A refused move throws its DomainError
 * (INVALID_TRANSITION → 409) before anything is written. `history`, when given, is the
 * booking's transitionHistory read in this transaction after the lock.
 */
export async function applyTransition(
  tx: Database,
  booking: BookingRow,
  request: TransitionRequest,
  changes: Partial<NewBooking> = {},
  history?: TransitionHistory,
): Promise<BookingRow> {
  const now = request.now ?? new Date()
  const { facts, waiting } = await bookingFacts(tx, booking, request.to, history)
  const decision = decideTransition(facts, request.to, request.actor, now, request.input)
  if (!decision.ok) throw transitionRefusalError(decision.refusal)
  const { event } = decision
  // The move that ends the waiting records it (and a step back to the waiting clears it).
  const updated = await updateBooking(tx, booking.id, {
    ...changes,
    ...waitingRecord(event.to, Boolean(request.input?.undo), waiting, now),
    bookingStatus: event.to,
  })
  await insertBookingEvent(tx, {
    bookingId: booking.id,
    at: now,
    actorKind: event.actorKind,
    actorId: event.actorId,
    fromStatus: event.from,
    toStatus: event.to,
    reason: event.reason,
    details: { ...request.details, ...event.details },
  })
  // Webhooks, the driver's link, the thank-you mail… hear of the move in the transaction making it.
  await runMoveReactions(tx, {
    before: booking,
    booking: updated,
    from: event.from,
    to: event.to,
    actor: request.actor,
    at: now,
    appBaseUrl: request.appBaseUrl,
    history,
  })
  return updated
}

/**
 * The refusal the lifecycle would give this move now, or undefined when it would be allowed:
 * for asking before doing something that cannot be taken back (taking a card) whether the move
 * it leads to could still be made. `history` is the booking's transitionHistory if the caller
 * read it with the booking (readBookingPayments).
 */
export async function transitionRefusal(
  db: Database,
  booking: BookingRow,
  request: TransitionRequest,
  history?: TransitionHistory,
): Promise<DomainError | undefined> {
  const { facts } = await bookingFacts(db, booking, request.to, history)
  const decision = decideTransition(
    facts,
    request.to,
    request.actor,
    request.now ?? new Date(),
    request.input,
  )
  return decision.ok ? undefined : transitionRefusalError(decision.refusal)
}

/** The one way to change a booking's status on its own: lock, decide, write, commit. */
export async function transitionBooking(
  db: Database,
  bookingId: string,
  request: TransitionRequest,
): Promise<BookingRow> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, bookingId)
    if (!booking) throw bookingNotFound()
    return applyTransition(tx, booking, request)
  })
}

/**
 * Stores a new booking and the first entry of its timeline (made by its partner, else by the
 * traveller), with the signed quote it is made from, atomically; undefined when a unique index
 * objected (see insertBookingWithFirstEvent) and nothing but the quote was written. One statement
 * when no creation reaction applies (a traveller's booking); else a transaction, as they run in it.
 */
export async function insertBookingWithTimeline(
  db: Database,
  booking: NewBooking,
  quote?: Omit<Quote, 'expired'>,
): Promise<BookingRow | undefined> {
  const reactions = createReactionsFor(booking.partnerId != null)
  if (reactions.length === 0) return insertBookingWithFirstEvent(db, booking, quote)
  return db.transaction(async (tx) => {
    const row = await insertBookingWithFirstEvent(tx, booking, quote)
    if (row) {
      const created = {
        booking: row,
        to: bookingStatusSchema.parse(row.bookingStatus),
        at: row.createdAt,
      }
      for (const react of reactions) await react(tx, created)
    }
    return row
  })
}
