import type { ErrorCode } from '../api/envelope'
import { DRIVER_STEP_UNDO_SECONDS } from '../driver/driver-step-rules'
import { DomainError } from '../errors/domain-error'
import type { Wording } from '../language/translator'
import { TIMELINE_UNDO_KEY, type LastMove } from './booking-timeline'
import type { BookingStatus } from './booking-status'
import { lifecycleMessages } from './lifecycle-messages'
import { rulesFor, type Actor, type ActorKind, type TransitionNeed } from './lifecycle-table'
import { sandboxMessages } from './sandbox'

/** What the lifecycle needs to know about a booking to judge a move. */
export type BookingFacts = {
  status: BookingStatus
  /** The partner the booking belongs to, if any. */
  partnerId: string | null
  pickupAt: Date
  /**
   * When the free waiting at the pickup ends, by the area's waiting policy (waitingFreeUntil in
   * waiting-policy.ts, which the API computes with the area's figures): known once the driver has
   * arrived, null before.
   */
  freeWaitingUntil: Date | null
  /** The pickup's IANA zone: refusals state times on its clock. */
  timezone?: string
  /** When the booking's price stops being held. */
  quoteExpiresAt: Date
  /** From the timeline: the provider and driver last assigned, and the driver's arrival. */
  providerId: string | null
  driverId: string | null
  driverArrivedAt: Date | null
  /** From the timeline: the last status move (edits aside), which an undo takes back. */
  lastMove?: LastMove | null
  /** Made with a test API key: never given to a provider (booking/sandbox.ts). */
  sandbox?: boolean
}

export type TransitionInput = {
  reason?: string | undefined
  paymentReference?: string | undefined
  providerId?: string | undefined
  driverId?: string | undefined
  /** Asks for a step back (a rule marked `undo`): the only way such a rule is ever used. */
  undo?: boolean | undefined
}

/** What is written to the timeline for a move (the API adds the booking id and time). */
export type TransitionEvent = {
  actorKind: ActorKind
  actorId: string | null
  from: BookingStatus
  to: BookingStatus
  reason: string | null
  details: Record<string, string>
}

export const transitionRefusals = [
  'not_in_lifecycle',
  'actor_not_allowed',
  'not_own_booking',
  'missing_reason',
  'missing_payment',
  'missing_provider',
  'no_driver',
  'quote_lapsed',
  'quote_still_valid',
  'pickup_time_passed',
  'free_waiting_not_over',
  'no_step_to_undo',
  'undo_window_over',
  'sandbox_booking',
] as const
export type TransitionRefusalReason = (typeof transitionRefusals)[number]

/**
 * A refused move. `code` is INVALID_TRANSITION (HTTP 409) when the booking's state or the clock
 * forbids it; QUOTE_EXPIRED (409 too) when a payment comes after the price lapsed, since only a
 * fresh quote helps then and clients already offer one for that code; FORBIDDEN when the actor
 * has no say over this booking; VALIDATION_FAILED when input is missing (`field` names it).
 */
export type TransitionRefusal = {
  code: Extract<
    ErrorCode,
    'INVALID_TRANSITION' | 'QUOTE_EXPIRED' | 'FORBIDDEN' | 'VALIDATION_FAILED'
  >
  refusal: TransitionRefusalReason
  /** Plain English (marked for the catalogue where a traveller or driver meets it), or words with figures. */
  message: string | Wording
  field?: string
}

export type TransitionDecision =
  { ok: true; event: TransitionEvent } | { ok: false; refusal: TransitionRefusal }

const refuse = (
  code: TransitionRefusal['code'],
  refusal: TransitionRefusalReason,
  message: string | Wording,
  field?: string,
): TransitionDecision => ({
  ok: false,
  refusal: { code, refusal, message, ...(field ? { field } : {}) },
})

/** Whether the actor has a say over this booking at all (the table decides the rest). */
function ownsBooking(booking: BookingFacts, actor: Actor, input: TransitionInput): boolean {
  switch (actor.kind) {
    case 'partner':
      return actor.id !== null && booking.partnerId === actor.id
    case 'provider': {
      // A provider takes rides for itself, and only rides no other provider holds.
      const free = booking.providerId === null || booking.providerId === actor.id
      const forItself = input.providerId === actor.id
      return actor.id !== null && free && forItself
    }
    case 'driver':
      return actor.id !== null && booking.driverId === actor.id
    default:
      // Travellers prove their right with the booking's token, checked by the API.
      return true
  }
}

function unmetNeed(
  need: TransitionNeed,
  booking: BookingFacts,
  input: TransitionInput,
  now: Date,
): TransitionDecision | undefined {
  const m = lifecycleMessages
  switch (need) {
    case 'reason':
      return input.reason?.trim()
        ? undefined
        : refuse('VALIDATION_FAILED', 'missing_reason', m.reasonRequired, 'reason')
    case 'payment':
      return input.paymentReference?.trim()
        ? undefined
        : refuse('VALIDATION_FAILED', 'missing_payment', m.paymentRequired, 'payment_reference')
    case 'provider':
      return input.providerId?.trim()
        ? undefined
        : refuse('VALIDATION_FAILED', 'missing_provider', m.providerRequired, 'provider_id')
    case 'driver':
      return booking.driverId ? undefined : refuse('INVALID_TRANSITION', 'no_driver', m.noDriver)
    case 'quote_valid':
      return now < booking.quoteExpiresAt
        ? undefined
        : refuse('QUOTE_EXPIRED', 'quote_lapsed', m.expiredUnpaid)
    case 'quote_lapsed':
      return now >= booking.quoteExpiresAt
        ? undefined
        : refuse(
            'INVALID_TRANSITION',
            'quote_still_valid',
            m.quoteStillValid(booking.quoteExpiresAt),
          )
    case 'before_pickup':
      return now < booking.pickupAt
        ? undefined
        : refuse('INVALID_TRANSITION', 'pickup_time_passed', m.pickupTimePassed)
    case 'driver_step_to_undo': {
      const last = booking.lastMove
      // An undo is not itself taken back: the driver simply takes the step again.
      return last && !last.undo && last.to === booking.status && last.actorKind === 'driver'
        ? undefined
        : refuse('INVALID_TRANSITION', 'no_step_to_undo', m.noDriverStepToUndo)
    }
    case 'undo_window': {
      const at = booking.lastMove?.at.getTime() ?? 0
      return now.getTime() - at <= DRIVER_STEP_UNDO_SECONDS * 1000
        ? undefined
        : refuse('INVALID_TRANSITION', 'undo_window_over', m.undoWindowOver)
    }
    case 'free_waiting_over': {
      const ends = booking.freeWaitingUntil
      if (!ends) return refuse('INVALID_TRANSITION', 'free_waiting_not_over', m.noWaitingYet)
      return now >= ends
        ? undefined
        : refuse(
            'INVALID_TRANSITION',
            'free_waiting_not_over',
            m.freeWaitingNotOver(ends, booking.timezone),
          )
    }
  }
}

function details(
  from: BookingStatus,
  to: BookingStatus,
  input: TransitionInput,
): Record<string, string> {
  if (input.undo) return { [TIMELINE_UNDO_KEY]: from }
  if (to !== 'assigned') return {}
  return {
    ...(input.providerId ? { provider_id: input.providerId } : {}),
    ...(input.driverId ? { driver_id: input.driverId } : {}),
  }
}

/**
 * The one judge of a status change: the new status and what to write on the timeline, or why
 * not. Pure: the caller passes the booking as it stands (locked), the actor and the time.
 */
export function decideTransition(
  booking: BookingFacts,
  to: BookingStatus,
  actor: Actor,
  now: Date,
  given: TransitionInput = {},
): TransitionDecision {
  // A provider taking a ride takes it for itself unless it says otherwise.
  const input =
    actor.kind === 'provider' && !given.providerId && actor.id
      ? { ...given, providerId: actor.id }
      : given
  const from = booking.status
  // A step back is made only when asked for as one, and an undo only by a step back.
  const rules = rulesFor(from, to).filter((rule) => Boolean(rule.undo) === Boolean(input.undo))
  if (rules.length === 0) {
    if (from === 'expired' && to === 'confirmed') {
      return refuse('QUOTE_EXPIRED', 'quote_lapsed', lifecycleMessages.expiredUnpaid)
    }
    const message =
      from === to ? lifecycleMessages.alreadyThere(to) : lifecycleMessages.notInLifecycle(from, to)
    return refuse('INVALID_TRANSITION', 'not_in_lifecycle', message)
  }
  if (to === 'assigned' && booking.sandbox) {
    return refuse('INVALID_TRANSITION', 'sandbox_booking', sandboxMessages.notForProviders)
  }
  const rule = rules.find((candidate) => candidate.by.includes(actor.kind))
  if (!rule) {
    const message = lifecycleMessages.actorNotAllowed(actor.kind, from, to)
    return refuse('INVALID_TRANSITION', 'actor_not_allowed', message)
  }
  if (!ownsBooking(booking, actor, input)) {
    return refuse('FORBIDDEN', 'not_own_booking', lifecycleMessages.notOwnBooking)
  }
  for (const need of rule.needs) {
    const unmet = unmetNeed(need, booking, input, now)
    if (unmet) return unmet
  }
  return {
    ok: true,
    event: {
      actorKind: actor.kind,
      actorId: actor.id,
      from,
      to,
      reason: input.reason?.trim() || null,
      details: details(from, to, input),
    },
  }
}

/** The refusal as the DomainError the API answers with (INVALID_TRANSITION → HTTP 409). */
export function transitionRefusalError(refusal: TransitionRefusal): DomainError {
  const { code, message, field } = refusal
  return new DomainError(code, message, field ? { details: [{ path: field, message }] } : {})
}
