import {
  actorKindSchema,
  bookingStatusSchema,
  DomainError,
  noShowCheck,
  noShowRefusal,
  timelineFacts,
  type NoShowEvidence,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { bookingWaiting, listBookingEvents, type BookingRow } from '../bookings'

/**
 * A driver's no-show needs evidence (docs/product.md#waiting-flights-and-service-hours): the free
 * waiting over by the area's policy, and the phone's latest fresh position within the area's
 * no-show radius of the pickup. Answers what the timeline keeps of it, or throws the reason
 * (409), the free waiting's end in the pickup's own time.
 */
export async function driverNoShowEvidence(
  tx: Database,
  booking: BookingRow,
  position: { lat: number; lng: number; recordedAt: Date } | null,
  now: Date,
): Promise<NoShowEvidence> {
  const events = await listBookingEvents(tx, booking.id)
  const { driverArrivedAt } = timelineFacts(
    events.map((event) => ({
      at: event.at,
      to: bookingStatusSchema.parse(event.toStatus),
      actorKind: actorKindSchema.parse(event.actorKind),
      details: event.details,
    })),
  )
  const arrivedAt = driverArrivedAt ?? booking.pickupTime
  const waiting = await bookingWaiting(tx, booking, arrivedAt)
  const check = noShowCheck({
    now,
    freeUntil: waiting.freeUntil,
    driverArrivedAt: arrivedAt,
    pickup: { lat: booking.pickupLat, lng: booking.pickupLng },
    position,
    policy: waiting.policy,
  })
  if (check.ok) return check.evidence
  const radius = waiting.policy.noShowRadiusMeters
  const message = noShowRefusal(check, waiting.freeUntil, booking.timezone, radius)
  throw new DomainError('INVALID_TRANSITION', message ?? '')
}
