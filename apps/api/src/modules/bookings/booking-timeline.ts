import { bookingStatusSchema, actorKindSchema, type BookingTimeline } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { findAccessibleBooking, type BookingCaller } from './booking-access'
import { listBookingEvents } from './repository'

/**
 * GET /bookings/{id}/events: the booking's timeline, read-only, for whoever may read the
 * booking. Who acted is told by kind only: the ids behind it are for operators.
 */
export async function bookingTimeline(
  db: Database,
  id: string,
  caller: BookingCaller,
): Promise<BookingTimeline> {
  await findAccessibleBooking(db, id, caller)
  const events = await listBookingEvents(db, id)
  return {
    events: events.map((event) => ({
      at: event.at.toISOString(),
      actor_kind: actorKindSchema.parse(event.actorKind),
      from_status: event.fromStatus === null ? null : bookingStatusSchema.parse(event.fromStatus),
      to_status: bookingStatusSchema.parse(event.toStatus),
      reason: event.reason,
      details: event.details,
    })),
  }
}
