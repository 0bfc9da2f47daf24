import { z } from 'zod'
import { bookingStatusSchema, type BookingStatus } from './booking-status'
import { actorKindSchema } from './lifecycle-table'

/**
 * One entry of a booking's timeline as GET /bookings/{id}/events returns it: when, who (by
 * kind; ids stay with the operators), from which status to which, and why. `from_status` is null
 * for the booking's creation.
 */
export const bookingEventSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  actor_kind: actorKindSchema,
  from_status: bookingStatusSchema.nullable(),
  to_status: bookingStatusSchema,
  reason: z.string().nullable(),
  details: z.record(z.string(), z.string()),
})
export type BookingEvent = z.infer<typeof bookingEventSchema>

export const bookingTimelineSchema = z.object({ events: z.array(bookingEventSchema) })
export type BookingTimeline = z.infer<typeof bookingTimelineSchema>

/** A stored event, as far as the lifecycle needs it to know the booking's state. */
export type TimelineEntry = {
  at: Date
  to: BookingStatus
  details: Record<string, unknown>
}

export type TimelineFacts = {
  providerId: string | null
  driverId: string | null
  driverArrivedAt: Date | null
}

/**
 * An entry that records an edit rather than a move (details.change names it, e.g. 'pickup_time'):
 * the status stays as it was, and it says nothing about who was assigned or arrived.
 */
export const TIMELINE_EDIT_KEY = 'change'

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/**
 * What the timeline says about the ride now: who was last assigned to it and when the driver
 * last arrived at the pickup. `entries` are in the order they happened.
 */
export function timelineFacts(entries: readonly TimelineEntry[]): TimelineFacts {
  const facts: TimelineFacts = { providerId: null, driverId: null, driverArrivedAt: null }
  for (const entry of entries) {
    if (entry.details[TIMELINE_EDIT_KEY]) continue
    if (entry.to === 'assigned') {
      facts.providerId = text(entry.details.provider_id)
      facts.driverId = text(entry.details.driver_id)
    }
    if (entry.to === 'driver_arrived') facts.driverArrivedAt = entry.at
  }
  return facts
}
