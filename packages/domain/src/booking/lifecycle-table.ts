import { z } from 'zod'
import type { BookingStatus } from './booking-status'

/**
 * The booking lifecycle, once: which status may follow which, who may make each move and what
 * it needs. The API changes a booking's status only through `decideTransition` (lifecycle.ts),
 * and writes every move to the booking's timeline (its events).
 */

export const actorKinds = [
  'system',
  'traveller',
  'partner',
  'operator',
  'provider',
  'driver',
] as const
export const actorKindSchema = z.enum(actorKinds)
export type ActorKind = z.infer<typeof actorKindSchema>

/** Who makes a move. `id` is the partner's, operator's, provider's or driver's; null otherwise. */
export type Actor = { kind: ActorKind; id: string | null }

export const SYSTEM_ACTOR: Actor = { kind: 'system', id: null }

/**
 * What a move needs besides the right actor and status, as data a screen can show:
 * - reason: a few words saying why (kept on the timeline);
 * - payment: the payment reference;
 * - provider: the provider taking the ride (a driver may be named with it);
 * - driver: a driver already assigned;
 * - quote_valid / quote_lapsed: the booking's price still held / no longer held;
 * - before_pickup: the scheduled pickup time has not come yet;
 * - free_waiting_over: the free waiting time after the driver's arrival has run out;
 * - driver_step_to_undo: the booking's status is the last move, and a driver made it;
 * - undo_window: that move was made at most DRIVER_STEP_UNDO_SECONDS ago.
 */
export const transitionNeeds = [
  'reason',
  'payment',
  'provider',
  'driver',
  'quote_valid',
  'quote_lapsed',
  'before_pickup',
  'free_waiting_over',
  'driver_step_to_undo',
  'undo_window',
] as const
export type TransitionNeed = (typeof transitionNeeds)[number]

export type TransitionRule = {
  from: readonly BookingStatus[]
  to: BookingStatus
  by: readonly ActorKind[]
  needs: readonly TransitionNeed[]
  /** What the move means, in a sentence an operator reads. */
  meaning: string
  /**
   * A step back that takes a driver's mistaken step back: made only when asked for as an undo
   * (TransitionInput.undo), and never counted as a way forward (isFinalStatus, nextStatusesFor).
   */
  undo?: true
}

/** Every status before the passenger is on board: a booking may still be cancelled from these. */
export const cancellableStatuses = [
  'pending_payment',
  'confirmed',
  'assigned',
  'driver_en_route',
  'driver_arrived',
] as const satisfies readonly BookingStatus[]

/** The lifecycle table. A (from, to) pair may appear in several rules, for different actors. */
export const bookingTransitions: readonly TransitionRule[] = [
  {
    from: ['pending_payment'],
    to: 'confirmed',
    by: ['system', 'traveller', 'partner'],
    needs: ['payment', 'quote_valid'],
    meaning: 'Paid while its price was held',
  },
  {
    from: ['pending_payment'],
    to: 'expired',
    by: ['system'],
    needs: ['quote_lapsed'],
    meaning: 'Left unpaid after its price lapsed',
  },
  {
    from: ['confirmed', 'assigned'],
    to: 'assigned',
    by: ['operator', 'provider'],
    needs: ['provider'],
    meaning: 'A provider (and possibly its driver) takes the ride',
  },
  {
    from: ['assigned'],
    to: 'assigned',
    by: ['system'],
    needs: ['provider', 'reason'],
    meaning:
      'The ride moved to a time its driver or vehicle cannot make, and was released from them',
  },
  {
    from: ['assigned'],
    to: 'driver_en_route',
    by: ['driver', 'operator'],
    needs: ['driver'],
    meaning: 'The driver is on the way to the pickup',
  },
  {
    from: ['driver_en_route'],
    to: 'driver_arrived',
    by: ['driver', 'operator'],
    needs: [],
    meaning: 'The driver waits at the pickup',
  },
  {
    from: ['driver_arrived'],
    to: 'passenger_on_board',
    by: ['driver', 'operator'],
    needs: [],
    meaning: 'The passenger is in the vehicle',
  },
  {
    from: ['passenger_on_board'],
    to: 'completed',
    by: ['driver', 'operator'],
    needs: [],
    meaning: 'The ride is over',
  },
  {
    from: ['confirmed', 'assigned', 'driver_en_route', 'driver_arrived'],
    to: 'completed',
    by: ['operator'],
    needs: ['reason'],
    meaning: 'Marked done by an operator when the driver could not report it',
  },
  {
    from: ['driver_arrived'],
    to: 'no_show',
    by: ['driver', 'operator'],
    needs: ['free_waiting_over'],
    meaning: 'The passenger did not come within the free waiting time',
  },
  {
    from: ['pending_payment', 'confirmed', 'assigned', 'driver_en_route'],
    to: 'cancelled',
    by: ['traveller', 'partner'],
    needs: ['reason', 'before_pickup'],
    meaning: 'Cancelled by whoever booked it, before the pickup time',
  },
  {
    from: cancellableStatuses,
    to: 'cancelled',
    by: ['operator'],
    needs: ['reason'],
    meaning: 'Cancelled by an operator',
  },
  ...driverStepUndos(),
]

/** Each driver step taken back: by the driver within a minute, by an operator with a reason. */
function driverStepUndos(): TransitionRule[] {
  const back = [
    ['driver_en_route', 'assigned'],
    ['driver_arrived', 'driver_en_route'],
    ['passenger_on_board', 'driver_arrived'],
    ['completed', 'passenger_on_board'],
    ['no_show', 'driver_arrived'],
  ] as const satisfies ReadonlyArray<readonly [BookingStatus, BookingStatus]>
  return back.flatMap(([from, to]): TransitionRule[] => [
    {
      from: [from],
      to,
      by: ['driver'],
      needs: ['reason', 'driver_step_to_undo', 'undo_window'],
      meaning: 'The driver took back a step tapped by mistake',
      undo: true,
    },
    {
      from: [from],
      to,
      by: ['operator'],
      needs: ['reason', 'driver_step_to_undo'],
      meaning: 'An operator took back the driver’s last step',
      undo: true,
    },
  ])
}

/** The status a driver's step at `status` is taken back to, or undefined when there is none. */
export function stepBackFrom(status: BookingStatus): BookingStatus | undefined {
  return bookingTransitions.find((rule) => rule.undo && rule.from.includes(status))?.to
}

/** The rules that lead from `from` to `to`, for any actor. */
export function rulesFor(from: BookingStatus, to: BookingStatus): TransitionRule[] {
  return bookingTransitions.filter((rule) => rule.to === to && rule.from.includes(from))
}

/** The statuses an actor of this kind may move a booking to from `from`, needs aside. */
export function nextStatusesFor(from: BookingStatus, actor: ActorKind): BookingStatus[] {
  const next = bookingTransitions
    .filter((rule) => !rule.undo && rule.from.includes(from) && rule.by.includes(actor))
    .map((rule) => rule.to)
  return [...new Set(next)]
}

/** End states: nothing follows them. */
export function isFinalStatus(status: BookingStatus): boolean {
  return !bookingTransitions.some((rule) => !rule.undo && rule.from.includes(status))
}
