import type { Actor, BookingStatus, Language } from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { BookingRow, TransitionHistory } from './repository'

// Bookings own a booking, its statuses and its timeline; what other modules do when a booking
// moves or changes (webhooks, the driver's link, the thank-you mail…) they register here, so that
// bookings never import the modules that import bookings (docs/architecture.md#booking-hooks).
// Reactions run in the transaction that made the move, in the order they were registered, and a
// reaction that throws undoes the move. Registration is by name, so building a second app in the
// same process (tests) replaces a reaction rather than running it twice.

/** A booking's move to a status, as applyTransition wrote it. */
export type BookingMove = {
  before: BookingRow
  booking: BookingRow
  from: BookingStatus
  to: BookingStatus
  actor: Actor
  at: Date
  /** Where links in a reaction's messages point (config.appBaseUrl), when the mover knows it. */
  appBaseUrl: string | undefined
  /** The booking's history as the mover read it under the lock, when it did (quote vehicles…). */
  history: TransitionHistory | undefined
}

/** A change of a booking that keeps its status: a moved pickup, a traveller's paid change. */
export type BookingChange = {
  before: BookingRow
  booking: BookingRow
  at: Date
  /** Where links in a reaction's messages point (config.appBaseUrl), when the changer knows it. */
  appBaseUrl?: string
  /**
   * Why it changed, in words for the people told (a flight's new arrival), when not a person:
   * written in each reader's language (a driver's job language).
   */
  why?: (language: Language) => string
}

/** A booking just stored, with the first entry of its timeline. */
export type BookingCreated = { booking: BookingRow; to: BookingStatus; at: Date }

type Reaction<E> = (tx: Database, event: E) => Promise<void>
type CreateReaction = { partnersOnly: boolean; react: Reaction<BookingCreated> }

const moveReactions = new Map<string, Reaction<BookingMove>>()
const changeReactions = new Map<string, Reaction<BookingChange>>()
const createReactions = new Map<string, CreateReaction>()

/** Where other modules register what they do after a booking is created, moves or changes. */
export const bookingHooks = {
  /** Each registration answers a function that takes it back (for a test's own probe). */
  afterMove(name: string, react: Reaction<BookingMove>): () => void {
    moveReactions.set(name, react)
    return () => moveReactions.delete(name)
  },
  afterChange(name: string, react: Reaction<BookingChange>): () => void {
    changeReactions.set(name, react)
    return () => changeReactions.delete(name)
  },
  /** `partnersOnly`: a traveller's booking can then be stored in one statement, with no reaction. */
  afterCreate(
    name: string,
    react: Reaction<BookingCreated>,
    options: { partnersOnly: boolean },
  ): () => void {
    createReactions.set(name, { react, partnersOnly: options.partnersOnly })
    return () => createReactions.delete(name)
  },
  /** The names registered, for the test that every module that must react does. */
  registered() {
    return {
      afterMove: [...moveReactions.keys()],
      afterChange: [...changeReactions.keys()],
      afterCreate: [...createReactions.keys()],
    }
  },
}

export async function runMoveReactions(tx: Database, move: BookingMove): Promise<void> {
  for (const react of moveReactions.values()) await react(tx, move)
}

/** For a change that keeps the status, called by whoever wrote it, in its transaction. */
export async function bookingChanged(tx: Database, change: BookingChange): Promise<void> {
  for (const react of changeReactions.values()) await react(tx, change)
}

/** The creation reactions that apply to a booking with or without a partner. */
export function createReactionsFor(hasPartner: boolean): Reaction<BookingCreated>[] {
  return [...createReactions.values()]
    .filter((reaction) => hasPartner || !reaction.partnersOnly)
    .map((reaction) => reaction.react)
}
