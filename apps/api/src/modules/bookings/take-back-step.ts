import {
  bookingStatusSchema,
  DomainError,
  lifecycleMessages,
  stepBackFrom,
  type Actor,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import type { BookingRow } from './repository'
import { applyTransition } from './transition-booking'

/**
 * Takes back a driver's last step (issue 30), in the caller's transaction on a locked booking:
 * the lifecycle's step-back rules decide (the driver within a minute of the step, an operator
 * with a reason, and only a step a driver took), and the move back leaves its timeline event
 * with who and why. What the step set going is called off by the modules that set it going,
 * from the booking hooks (a completion's rating request: modules/rides).
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
  return applyTransition(tx, booking, { to, actor, input: { undo: true, reason }, now })
}
