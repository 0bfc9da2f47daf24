import {
  canMovePickup,
  DomainError,
  fromCents,
  fullRefund,
  opsBookingMessages as m,
  pickupTimeMessages,
  pickupTimeProblem,
  policyRefund,
  vehicleFitProblem,
  zonedDateTimeToIso,
  type AssignmentValues,
  type OperatorRole,
  type RefundChoice,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { enqueueMail } from '../../mail/outbox'
import { recordAudit } from '../audit'
import { checkAssignmentFree } from './assignment-availability'
import { releaseMovedRide } from './release-moved-ride'
import { bookingChanged } from './booking-hooks'
import { queueConfirmationEmail } from './confirmation-email'
import {
  addOnsPaid,
  assertBookingId,
  bookedVehicle,
  opsBookingNotFound,
  paidCents,
} from './ops-booking-detail'
import { cancellationEmail, pickupMovedEmail, rideLinkLine } from './ops-booking-mails'
import {
  findDriverById,
  findProviderById,
  findVehicleById,
  insertBookingNote,
} from './ops-booking-repository'
import { claimCancellationRefund, type ClaimedRefund } from './ops-booking-refunds'
import { insertBookingEvent, lockBooking, updateBooking, type BookingRow } from './repository'
import { rideLinkForMail } from './ride-links'
import { takeBackDriverStep } from './take-back-step'
import { applyTransition } from './transition-booking'

// The console's booking actions (docs/decisions/018-booking-detail-actions.md). Each runs in one
// transaction on the locked booking: the version check, the change (through the lifecycle for a
// status), its timeline entry, its audit row and any mail to the traveller commit together.

export type BookingOperator = { id: string; role: OperatorRole }
/**
 * What an action did; `mailQueued` tells the route to deliver the outbox now, and `refund` names
 * a gateway refund claimed in the transaction, for the route to ask of the gateway after it.
 */
export type ActionResult = { booking: BookingRow; mailQueued: boolean; refund?: ClaimedRefund }

const field = (code: 'VALIDATION_FAILED', path: string, message: string) =>
  new DomainError(code, message, { details: [{ path, message }] })

/** What the audit trail keeps of a booking: its state, never the traveller's details. */
function snapshot(b: BookingRow) {
  return {
    booking_code: b.bookingCode,
    booking_status: b.bookingStatus,
    payment_status: b.paymentStatus,
    pickup_time: b.pickupTime.toISOString(),
    provider_id: b.providerId,
    driver_id: b.driverId,
    vehicle_id: b.assignedVehicleId,
    refund_amount: b.refundAmountCents === null ? null : fromCents(b.refundAmountCents),
    refund_percent: b.refundPercent,
    version: b.version,
  }
}

/** Locks the booking and checks it is still the version the operator saw (409 if not). */
function onBooking<T>(
  db: Database,
  id: string,
  expectedVersion: number | null,
  work: (tx: Database, booking: BookingRow) => Promise<T>,
): Promise<T> {
  assertBookingId(id)
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id)
    if (!booking) throw opsBookingNotFound()
    if (expectedVersion !== null && booking.version !== expectedVersion) {
      throw new DomainError('CONFLICT', m.staleVersion)
    }
    return work(tx, booking)
  })
}

function audit(
  tx: Database,
  operator: BookingOperator,
  action: string,
  before: BookingRow,
  after: BookingRow,
  reason?: string | null,
) {
  return recordAudit(tx, {
    operator: { id: operator.id },
    action: `booking.${action}`,
    target: { kind: 'booking', id: before.id },
    before: snapshot(before),
    after: snapshot(after),
    reason: reason ?? null,
  })
}

const asOperator = (operator: BookingOperator) => ({ kind: 'operator' as const, id: operator.id })

async function checkedAssignment(tx: Database, booking: BookingRow, values: AssignmentValues) {
  const provider = await findProviderById(tx, values.provider_id)
  if (!provider) throw field('VALIDATION_FAILED', 'provider_id', m.providerUnknown)
  if (!provider.active) throw field('VALIDATION_FAILED', 'provider_id', m.providerInactive)
  const driver = values.driver_id ? await findDriverById(tx, values.driver_id) : undefined
  if (values.driver_id && driver?.providerId !== provider.id) {
    throw field('VALIDATION_FAILED', 'driver_id', m.driverUnknown)
  }
  if (driver && !driver.active) throw field('VALIDATION_FAILED', 'driver_id', m.driverInactive)
  const vehicle = values.vehicle_id ? await findVehicleById(tx, values.vehicle_id) : undefined
  if (values.vehicle_id && vehicle?.providerId !== provider.id) {
    throw field('VALIDATION_FAILED', 'vehicle_id', m.vehicleUnknown)
  }
  if (vehicle) {
    if (!vehicle.active) throw field('VALIDATION_FAILED', 'vehicle_id', m.vehicleInactive)
    const booked = await bookedVehicle(tx, booking)
    const problem = vehicleFitProblem(
      {
        vehicleClassId: booked.vehicleClassId ?? vehicle.vehicleClassId,
        passengers: booking.passengers,
      },
      { vehicleClassId: vehicle.vehicleClassId, seats: vehicle.seats },
    )
    if (problem) throw field('VALIDATION_FAILED', 'vehicle_id', problem)
  }
  return { provider, driver, vehicle }
}

/**
 * Gives the ride a provider, and maybe its driver and vehicle; the first time, confirmed →
 * assigned. The driver's link and the traveller's messages follow from the booking hooks
 * (driver-jobs/booking-reactions.ts), which every assignment passes through (docs/decisions/029-providers-and-drivers.md).
 */
export function assignBooking(
  db: Database,
  operator: BookingOperator,
  id: string,
  values: AssignmentValues,
  appBaseUrl: string,
  now = new Date(),
): Promise<ActionResult> {
  return onBooking(db, id, values.expected_version, async (tx, booking) => {
    const { provider, driver, vehicle } = await checkedAssignment(tx, booking, values)
    const overridden = await checkAssignmentFree(
      tx,
      booking,
      { driver, vehicle },
      { reason: values.override_reason, allowed: operator.role === 'admin' },
    )
    // The conflict names another booking: it goes to the audit, not to the ride's timeline.
    const details: Record<string, string> = vehicle ? { vehicle_id: vehicle.id } : {}
    const request = {
      to: 'assigned' as const,
      actor: asOperator(operator),
      input: { providerId: provider.id, driverId: driver?.id, reason: values.reason },
      details,
      now,
      appBaseUrl,
    }
    const after = await applyTransition(tx, booking, request, {
      providerId: provider.id,
      driverId: driver?.id ?? null,
      assignedVehicleId: vehicle?.id ?? null,
    })
    const notFree = overridden.map(
      (busy) => `${busy.path === 'driver_id' ? 'Driver' : 'Vehicle'} not free: ${busy.message}`,
    )
    const auditReason =
      notFree.length > 0
        ? [values.reason, `${notFree.join(' ')} Override: ${values.override_reason}`]
            .filter(Boolean)
            .join(' — ')
        : values.reason
    await audit(tx, operator, 'assign', booking, after, auditReason)
    const tellTraveller =
      (driver && driver.id !== booking.driverId) ||
      (vehicle && vehicle.id !== booking.assignedVehicleId)
    return { booking: after, mailQueued: Boolean(tellTraveller) }
  })
}

/** Moves the pickup (a delayed flight): a local time in the pickup's zone, not in the past. */
export function movePickup(
  db: Database,
  operator: BookingOperator,
  id: string,
  input: { expected_version: number; date: string; time: string; reason: string },
  appBaseUrl: string,
  now = new Date(),
): Promise<ActionResult> {
  return onBooking(db, id, input.expected_version, async (tx, booking) => {
    if (!canMovePickup(booking.bookingStatus)) {
      throw new DomainError('INVALID_TRANSITION', m.pickupNotMovable)
    }
    const pickupAt = new Date(zonedDateTimeToIso(input.date, input.time, booking.timezone))
    // Only the past is refused: a delayed flight may land beyond the usual booking bounds.
    if (pickupTimeProblem({ pickupAt, now, leadTimeHours: 0 }) === 'in_past') {
      throw field('VALIDATION_FAILED', 'time', pickupTimeMessages.inPast)
    }
    if (pickupAt.getTime() === booking.pickupTime.getTime()) {
      throw field('VALIDATION_FAILED', 'time', m.pickupUnchanged)
    }
    if (booking.roundTripTime && pickupAt >= booking.roundTripTime) {
      throw field('VALIDATION_FAILED', 'time', m.pickupAfterReturn)
    }
    const after = await updateBooking(tx, booking.id, { pickupTime: pickupAt })
    await insertBookingEvent(tx, {
      bookingId: booking.id,
      at: now,
      actorKind: 'operator',
      actorId: operator.id,
      fromStatus: booking.bookingStatus,
      toStatus: booking.bookingStatus,
      reason: input.reason,
      details: {
        change: 'pickup_time',
        pickup_time_before: booking.pickupTime.toISOString(),
        pickup_time_after: pickupAt.toISOString(),
      },
    })
    await audit(tx, operator, 'move_pickup', booking, after, input.reason)
    // A driver or vehicle that cannot make the new time is released from the ride.
    const staffed = await releaseMovedRide(tx, after, now)
    await bookingChanged(tx, { before: booking, booking: staffed, at: now, appBaseUrl })
    const link = rideLinkLine(await rideLinkForMail(tx, appBaseUrl, staffed))
    await enqueueMail(tx, await pickupMovedEmail(staffed, booking.pickupTime, link))
    return { booking: staffed, mailQueued: true }
  })
}

/**
 * Cancels with the policy's refund, or a full one (admins only), recorded on the booking. When a
 * card payment went through the gateway, the refund is claimed there as pending in the same
 * transaction (its id goes in the timeline entry); the route then asks the gateway for it.
 */
export async function cancelBooking(
  db: Database,
  operator: BookingOperator,
  id: string,
  input: { expected_version: number; reason: string; refund: RefundChoice },
  appBaseUrl: string,
  now = new Date(),
): Promise<ActionResult> {
  if (input.refund === 'full' && operator.role !== 'admin') {
    throw new DomainError('FORBIDDEN', m.fullRefundAdminOnly)
  }
  return onBooking(db, id, input.expected_version, async (tx, booking) => {
    const paid = paidCents(booking)
    const { seats, cancellationTerms } = await bookedVehicle(tx, booking)
    const refund =
      input.refund === 'full'
        ? fullRefund(paid)
        : policyRefund({
            rideType: booking.rideType,
            seats,
            terms: cancellationTerms,
            pickupAt: booking.pickupTime,
            now,
            paidCents: paid,
            addOnsPaidCents: addOnsPaid(booking),
          })
    const claimed = await claimCancellationRefund(
      tx,
      booking,
      asOperator(operator),
      refund.amountCents,
    )
    const request = {
      to: 'cancelled' as const,
      actor: asOperator(operator),
      input: { reason: input.reason },
      details: {
        refund_basis: input.refund,
        refund_percent: String(refund.percent),
        add_on_refund_percent: String(refund.addOnPercent),
        refund_amount: fromCents(refund.amountCents).toFixed(2),
        ...(claimed ? { refund_ids: claimed.refundIds.join(' ') } : {}),
      },
      now,
    }
    const after = await applyTransition(tx, booking, request, {
      refundAmountCents: refund.amountCents,
      refundPercent: refund.percent,
    })
    await audit(tx, operator, 'cancel', booking, after, input.reason)
    const link = rideLinkLine(await rideLinkForMail(tx, appBaseUrl, after))
    await enqueueMail(tx, await cancellationEmail(after, refund.amountCents, { link }))
    return { booking: after, mailQueued: true, ...(claimed ? { refund: claimed } : {}) }
  })
}

/**
 * Marks a no-show (the lifecycle refuses it before the free waiting ends) or a completed ride;
 * a completed ride's traveller is thanked and sent the link to the receipt and the rating.
 */
export function finishBooking(
  db: Database,
  operator: BookingOperator,
  id: string,
  to: 'no_show' | 'completed',
  input: { expected_version: number; reason?: string | undefined },
  appBaseUrl: string,
): Promise<ActionResult> {
  return onBooking(db, id, input.expected_version, async (tx, booking) => {
    const request = {
      to,
      actor: asOperator(operator),
      input: { reason: input.reason },
      // A driver's no-show keeps their phone's position; an operator's rests on their word.
      ...(to === 'no_show' ? { details: { evidence: 'operator' } } : {}),
      appBaseUrl,
    }
    const after = await applyTransition(tx, booking, request)
    await audit(
      tx,
      operator,
      to === 'no_show' ? 'no_show' : 'complete',
      booking,
      after,
      input.reason,
    )
    // A completed ride's thank-you mail is the ride page's reaction (rides/booking-reactions.ts).
    return { booking: after, mailQueued: to === 'completed' }
  })
}

/** Takes back the driver's last step (a mistaken tap found later), with the operator's reason. */
export function undoDriverStep(
  db: Database,
  operator: BookingOperator,
  id: string,
  input: { expected_version: number; reason: string },
  now = new Date(),
): Promise<ActionResult> {
  return onBooking(db, id, input.expected_version, async (tx, booking) => {
    const after = await takeBackDriverStep(tx, booking, asOperator(operator), input.reason, now)
    await audit(tx, operator, 'undo_driver_step', booking, after, input.reason)
    return { booking: after, mailQueued: false }
  })
}

/** Queues the confirmation mail again, as it reads now; only for a paid booking. */
export function resendConfirmation(
  db: Database,
  operator: BookingOperator,
  id: string,
  appBaseUrl: string,
) {
  return onBooking(db, id, null, async (tx, booking) => {
    if (booking.paymentStatus !== 'success' || booking.bookingStatus === 'cancelled') {
      throw new DomainError('CONFLICT', m.confirmationNotSent)
    }
    await queueConfirmationEmail(tx, booking, appBaseUrl)
    await audit(tx, operator, 'resend_confirmation', booking, booking)
    return { booking, mailQueued: true }
  })
}

/** Adds an internal note: operators only, never shown to the traveller. */
export function addBookingNote(db: Database, operator: BookingOperator, id: string, body: string) {
  return onBooking(db, id, null, async (tx, booking) => {
    const note = await insertBookingNote(tx, {
      bookingId: booking.id,
      operatorId: operator.id,
      body,
    })
    await recordAudit(tx, {
      operator: { id: operator.id },
      action: 'booking.note',
      target: { kind: 'booking', id: booking.id },
      before: null,
      after: { note_id: note.id, body: note.body },
    })
    return note
  })
}
