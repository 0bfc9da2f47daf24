import {
  DomainError,
  fromCents,
  policyRefund,
  rideActionMessages,
  type Actor,
  type RideCancelRequest,
  type RideCancelResult,
} from '@ridelane/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import type { PaymentGateway } from '../payments'
import {
  addOnsPaid,
  applyTransition,
  bookedVehicle,
  cancellationEmail,
  claimCancellationRefund,
  listBookingEvents,
  paidCents,
  rideLinkLine,
  settleCancellationRefund,
  transitionRefusal,
  type BookingRow,
  type ClaimedRefund,
} from '../bookings'
import { issueRideToken, lockRide, rideLink, type RideCaller } from './ride-access'

// POST /rides/{ref}/cancel (docs/decisions/028-ride-page.md): the traveller, or the partner who
// booked, cancels before the pickup. The policy's refund for the notice left is recorded on the
// booking and claimed at the gateway in the cancellation's transaction, the traveller's mail is
// queued in it too; the gateway is asked after the commit, as for an operator's cancellation.

const bookers: readonly string[] = ['traveller', 'partner']

export type CancelledRide = {
  result: RideCancelResult
  /** False on a repeat: the first call queued the mail. */
  mailQueued: boolean
  /** A refund claimed now, for the caller to ask of the gateway once the transaction is over. */
  refund?: ClaimedRefund
  actor: Actor
}

/** The answer for a booking cancelled by its traveller or partner: the same on every repeat. */
async function cancelResult(
  db: Database,
  booking: BookingRow,
): Promise<{ result: RideCancelResult; byBooker: boolean }> {
  const events = await listBookingEvents(db, booking.id)
  const cancelled = events.findLast((event) => event.toStatus === 'cancelled')
  const addOnPercent = Number(cancelled?.details['add_on_refund_percent'] ?? 0)
  return {
    byBooker: cancelled !== undefined && bookers.includes(cancelled.actorKind),
    result: {
      booking_status: booking.bookingStatus,
      refund: {
        amount: fromCents(booking.refundAmountCents ?? 0),
        percent: booking.refundPercent ?? 0,
        add_on_percent: Number.isInteger(addOnPercent) ? addOnPercent : 0,
      },
      version: booking.version,
    },
  }
}

function actorOf(viewer: 'traveller' | 'partner', booking: BookingRow): Actor {
  return viewer === 'partner' && booking.partnerId
    ? { kind: 'partner', id: booking.partnerId }
    : { kind: 'traveller', id: null }
}

export async function cancelRide(
  db: Database,
  ref: string,
  caller: RideCaller,
  input: RideCancelRequest,
  appBaseUrl: string,
  now = new Date(),
): Promise<CancelledRide> {
  return db.transaction(async (tx) => {
    const { booking, viewer } = await lockRide(tx, ref, caller, now)
    const actor = actorOf(viewer, booking)
    if (booking.bookingStatus === 'cancelled') {
      // A repeat (a double click, a retry after a lost answer): what the first call gave.
      const repeat = await cancelResult(tx, booking)
      if (repeat.byBooker) return { result: repeat.result, mailQueued: false, actor }
      throw new DomainError('INVALID_TRANSITION', rideActionMessages.notCancellable)
    }
    if (input.expected_version !== undefined && input.expected_version !== booking.version) {
      throw new DomainError('CONFLICT', rideActionMessages.staleVersion)
    }
    const reason =
      rideActionMessages.cancelReason[actor.kind === 'partner' ? 'partner' : 'traveller']
    const request = { to: 'cancelled' as const, actor, input: { reason }, now }
    const refused = await transitionRefusal(tx, booking, request)
    if (refused) {
      const passed = now.getTime() >= booking.pickupTime.getTime()
      const message = passed ? rideActionMessages.pickupPassed : rideActionMessages.notCancellable
      throw new DomainError('INVALID_TRANSITION', message)
    }
    const { seats, cancellationTerms } = await bookedVehicle(tx, booking)
    const refund = policyRefund({
      rideType: booking.rideType,
      seats,
      terms: cancellationTerms,
      pickupAt: booking.pickupTime,
      now,
      paidCents: paidCents(booking),
      addOnsPaidCents: addOnsPaid(booking),
    })
    const claimed = await claimCancellationRefund(tx, booking, actor, refund.amountCents)
    const after = await applyTransition(
      tx,
      booking,
      {
        ...request,
        details: {
          refund_basis: 'policy',
          refund_percent: String(refund.percent),
          add_on_refund_percent: String(refund.addOnPercent),
          refund_amount: fromCents(refund.amountCents).toFixed(2),
          ...(claimed ? { refund_ids: claimed.refundIds.join(' ') } : {}),
        },
      },
      { refundAmountCents: refund.amountCents, refundPercent: refund.percent },
    )
    const token = await issueRideToken(tx, booking.id, 'email', now)
    await enqueueMail(
      tx,
      await cancellationEmail(after, refund.amountCents, {
        by: 'booker',
        percent: refund.percent,
        link: rideLinkLine(rideLink(appBaseUrl, after, token)),
      }),
    )
    return {
      result: {
        booking_status: after.bookingStatus,
        refund: {
          amount: fromCents(refund.amountCents),
          percent: refund.percent,
          add_on_percent: refund.addOnPercent,
        },
        version: after.version,
      },
      mailQueued: true,
      ...(claimed ? { refund: claimed } : {}),
      actor,
    }
  })
}

/**
 * After the cancellation committed: asks the gateway for the refund it claimed. The booking
 * stays cancelled whatever the gateway says (a refund it cannot take now stays pending for an
 * admin's retry); the answer is the cancellation's either way.
 */
export async function settleRideCancellation(
  db: Database,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  cancelled: CancelledRide,
): Promise<RideCancelResult> {
  if (cancelled.refund) {
    await settleCancellationRefund(db, gateway, log, cancelled.refund, cancelled.actor)
  }
  return cancelled.result
}
