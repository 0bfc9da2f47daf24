import { z } from 'zod'
import { bookingStatusSchema, type BookingStatus } from './booking-status'
import { actorKindSchema, type ActorKind } from './lifecycle-table'
import { TIMELINE_EDIT_KEY, TIMELINE_UNDO_KEY } from './timeline-keys'

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
  /** Who made it; without it the entry never counts as a driver's step to take back. */
  actorKind?: ActorKind
}

export type TimelineFacts = {
  providerId: string | null
  driverId: string | null
  driverArrivedAt: Date | null
  /** The newest move (edits aside): what an undo would take back. */
  lastMove: LastMove | null
}

/** A status move as the timeline holds it; `undo` when it took a step back. */
export type LastMove = { at: Date; to: BookingStatus; actorKind: ActorKind; undo: boolean }

// The keys live apart (timeline-keys.ts) so a page that only reads them loads no zod.
export { TIMELINE_EDIT_KEY, TIMELINE_UNDO_KEY } from './timeline-keys'

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/**
 * What the timeline says about the ride now: who was last assigned to it and when the driver
 * last arrived at the pickup. `entries` are in the order they happened.
 */
export function timelineFacts(entries: readonly TimelineEntry[]): TimelineFacts {
  const facts: TimelineFacts = {
    providerId: null,
    driverId: null,
    driverArrivedAt: null,
    lastMove: null,
  }
  for (const entry of entries) {
    if (entry.details[TIMELINE_EDIT_KEY]) continue
    const undo = Boolean(entry.details[TIMELINE_UNDO_KEY])
    facts.lastMove = { at: entry.at, to: entry.to, actorKind: entry.actorKind ?? 'system', undo }
    if (undo) continue
    if (entry.to === 'assigned') {
      facts.providerId = text(entry.details.provider_id)
      facts.driverId = text(entry.details.driver_id)
    }
    if (entry.to === 'driver_arrived') facts.driverArrivedAt = entry.at
  }
  return facts
}
