import type { FastifyInstance, FastifyReply } from 'fastify'
import { DRIVER_LOCATION_CHANNEL } from '../../db/notifications'
import { streamEvents } from '../../http/event-stream'
import { findRide, type RideCaller } from './ride-access'

// GET /rides/{ref}/stream (docs/decisions/028-ride-page.md): `event: ride` with `{"id"}` each
// time the booking's row changes, whichever API process changed it. The `bookings_notify_change`
// trigger (drizzle/0005) notifies on this channel for every insert and update of a booking; each
// process listens once (db/notifications.ts) and hands each booking's notifications to the
// streams open for it, as the bookings board does (docs/architecture.md#booking-changes).
// A driver's new position (issue 15) arrives on its own channel, so the board does not hear it.
const BOOKING_CHANGES_CHANNEL = 'booking_changes'

export type RideChanges = {
  /** Calls `listener` whenever this booking changes; returns the stop. */
  subscribe(bookingId: string, listener: () => void): Promise<() => void>
  close(): Promise<void>
}

/** One LISTEN per process, opened for the first stream and shared by all of them. */
export function rideChanges(app: FastifyInstance): RideChanges {
  const byBooking = new Map<string, Set<() => void>>()
  let listening: Promise<() => Promise<void>> | undefined

  const deliver = (payload: string) => {
    let id: unknown
    try {
      id = (JSON.parse(payload) as { id?: unknown }).id
    } catch {
      return
    }
    if (typeof id !== 'string') return
    for (const listener of byBooking.get(id) ?? []) listener()
  }

  const remove = (bookingId: string, listener: () => void) => {
    const set = byBooking.get(bookingId)
    set?.delete(listener)
    if (set?.size === 0) byBooking.delete(bookingId)
  }

  const listenToBoth = async () => {
    const stopChanges = await app.database.listen(BOOKING_CHANGES_CHANNEL, deliver)
    try {
      const stopPositions = await app.database.listen(DRIVER_LOCATION_CHANNEL, deliver)
      return async () => {
        await stopChanges()
        await stopPositions()
      }
    } catch (error) {
      await stopChanges()
      throw error
    }
  }

  return {
    async subscribe(bookingId, listener) {
      const set = byBooking.get(bookingId) ?? new Set()
      set.add(listener)
      byBooking.set(bookingId, set)
      try {
        listening ??= listenToBoth()
        await listening
      } catch (error) {
        listening = undefined
        remove(bookingId, listener)
        throw error
      }
      return () => remove(bookingId, listener)
    },
    async close() {
      byBooking.clear()
      const stop = await listening?.catch(() => undefined)
      listening = undefined
      await stop?.()
    },
  }
}

/**
 * Streams one booking's changes to a caller findRide let in. Its right is checked again at each
 * heartbeat, so a link token that lapsed or a partner session that ended loses its stream within
 * one interval.
 */
export async function streamRide(
  app: FastifyInstance,
  changes: RideChanges,
  open: Set<() => void>,
  reply: FastifyReply,
  ref: string,
  caller: RideCaller,
) {
  const { booking } = await findRide(app.db, ref, caller)
  return streamEvents(reply, open, {
    subscribe: (send) => changes.subscribe(booking.id, () => send('ride', { id: booking.id })),
    stillAllowed: () => findRide(app.db, booking.id, caller).then(() => true),
  })
}
