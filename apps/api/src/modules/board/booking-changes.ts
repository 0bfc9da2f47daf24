import { boardChangeSchema, type BoardChange } from '@ridelane/domain'
import type { FastifyInstance } from 'fastify'

/** The channel the `bookings_notify_change` trigger (drizzle/0005) notifies on. */
export const BOOKING_CHANGES_CHANNEL = 'booking_changes'

export type BookingChanges = {
  /** Calls `listener` for every booking created or changed, by any process; returns the stop. */
  subscribe(listener: (change: BoardChange) => void): Promise<() => void>
  close(): Promise<void>
}

/**
 * One LISTEN per process, opened for the first subscriber and shared by all of them
 * (docs/decisions/017-bookings-board.md). A payload that does not parse is dropped.
 */
export function bookingChanges(app: FastifyInstance): BookingChanges {
  const listeners = new Set<(change: BoardChange) => void>()
  let listening: Promise<() => Promise<void>> | undefined

  const deliver = (payload: string) => {
    let change: BoardChange
    try {
      change = boardChangeSchema.parse(JSON.parse(payload))
    } catch {
      app.log.warn('ignored a booking change notification that does not parse')
      return
    }
    for (const listener of listeners) listener(change)
  }

  return {
    async subscribe(listener) {
      listeners.add(listener)
      try {
        listening ??= app.database.listen(BOOKING_CHANGES_CHANNEL, deliver)
        await listening
      } catch (error) {
        listening = undefined
        listeners.delete(listener)
        throw error
      }
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
      const stop = await listening?.catch(() => undefined)
      listening = undefined
      await stop?.()
    },
  }
}
