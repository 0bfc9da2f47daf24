import {
  bookingStatusSchema,
  DomainError,
  driverStepMessages,
  lifecycleMessages,
  stepBackFrom,
  type Actor,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { applyTransition, type BookingRow } from '../bookings'
import { rideCompletionUndone } from '../rides'
import { driverJobView } from './driver-job-view'
import { lockDriverJob } from './driver-access'

/**
 * Takes back a driver's last step (issue 30), in the caller's transaction on a locked booking:
 * the lifecycle's step-back rules decide (the driver within a minute of the step, an operator
 * with a reason, and only a step a driver took), and the move back leaves its timeline event
 * with who and why. What the step set going is called off where it still can be.
 */
export async function takeBackDriverStep(
  tx: Database,
  booking: BookingRow,
  actor: Actor,
  reason: string,
  now: Date,
): Promise<BookingRow> {
  const from = bookingStatusSchema.parse(booking.bookingStatus)
  const to = stepBackFrom(from)
  if (!to) throw new DomainError('INVALID_TRANSITION', lifecycleMessages.noDriverStepToUndo)
  const after = await applyTransition(tx, booking, {
    to,
    actor,
    input: { undo: true, reason },
    now,
  })
  if (from === 'completed') await rideCompletionUndone(tx, after)
  return after
}

/** POST /driver/job/undo: the driver takes back the step just taken. */
export async function undoDriverStep(
  db: Database,
  token: string | undefined,
  reason: string | undefined,
  now = new Date(),
) {
  const booking = await db.transaction(async (tx) => {
    const { link, booking } = await lockDriverJob(tx, token, now)
    const actor = { kind: 'driver' as const, id: link.driverId }
    const why = reason?.trim() || driverStepMessages.driverUndoReason
    return takeBackDriverStep(tx, booking, actor, why, now)
  })
  return driverJobView(db, booking, now)
}
