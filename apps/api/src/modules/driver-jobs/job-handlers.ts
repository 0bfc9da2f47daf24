import { locationPurgeAt } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { scheduleJob, type JobHandler } from '../jobs'
import { tellTravellerAssigned } from './traveller-messages'
import { bookingById, deleteDriverLocations } from './repository'

// The scheduled work of driver jobs (docs/decisions/029-providers-and-drivers.md). Each handler is
// safe to run twice: it checks what it would change before changing it.

const bookingIdOf = (payload: Record<string, unknown>) =>
  typeof payload.bookingId === 'string' ? payload.bookingId : undefined

/**
 * assignment_reminder, 24 hours before the pickup: the driver's details again, if the ride still
 * has a driver and is not yet under way; the text's key (one per booking) makes it once.
 */
export const assignmentReminder =
  (appBaseUrl: string): JobHandler =>
  async ({ db, job }) => {
    const id = bookingIdOf(job.payload)
    if (!id) return
    await db.transaction(async (tx: Database) => {
      const booking = await bookingById(tx, id)
      if (!booking || booking.bookingStatus !== 'assigned' || !booking.driverId) return
      // The pickup moved since: the reminder scheduled for the new time speaks instead.
      const planned = job.payload.pickupTime
      if (typeof planned === 'string' && planned !== booking.pickupTime.toISOString()) return
      await tellTravellerAssigned(tx, booking, appBaseUrl, { reminder: true })
    })
  }

/**
 * location_purge, a week after the ride: the driver's positions for it go. A pickup moved later
 * after the driver set off moves the purge too: it is scheduled again for the new date.
 */
export const locationPurge: JobHandler = async ({ db, job, log }) => {
  const id = bookingIdOf(job.payload)
  if (!id) return
  const booking = await bookingById(db, id)
  const due = booking && locationPurgeAt(booking)
  if (due && due.getTime() > Date.now()) {
    await scheduleJob(db, {
      kind: 'location_purge',
      runAt: due,
      payload: { bookingId: id },
      dedupeKey: `location-purge:${id}:${due.toISOString()}`,
    })
    return
  }
  const deleted = await deleteDriverLocations(db, id)
  log.info({ bookingId: id, deleted }, 'deleted the driver positions of a ride')
}
