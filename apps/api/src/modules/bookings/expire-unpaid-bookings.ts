import { isDomainError, SYSTEM_ACTOR } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { lockLapsedUnpaidBookings } from './repository'
import { applyTransition } from './transition-booking'

export type ExpiryPass = { now?: Date; batchSize?: number }

/**
 * Expires the bookings left unpaid after their price lapsed, through the lifecycle like any other
 * move, a batch per transaction. Which bookings are due is read from the database each time, so a
 * process that dies mid-pass loses nothing: the next pass, here or in another process, finds
 * them again. Returns how many this pass expired.
 */
export async function expireUnpaidBookings(
  db: Database,
  { now, batchSize = 50 }: ExpiryPass = {},
): Promise<number> {
  let total = 0
  for (;;) {
    const at = now ?? new Date()
    const { claimed, expired } = await db.transaction(async (tx) => {
      const due = await lockLapsedUnpaidBookings(tx, at, batchSize)
      let count = 0
      for (const booking of due) {
        try {
          await applyTransition(tx, booking, { to: 'expired', actor: SYSTEM_ACTOR, now: at })
          count++
        } catch (error) {
          // Refused before anything was written: another change got there first.
          if (!isDomainError(error)) throw error
        }
      }
      return { claimed: due.length, expired: count }
    })
    total += expired
    // A full batch with nothing expired would only be claimed again: stop until the next pass.
    if (claimed < batchSize || expired === 0) return total
  }
}
