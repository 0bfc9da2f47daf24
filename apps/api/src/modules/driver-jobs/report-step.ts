import {
  bookingStatusSchema,
  defaultDriverStepPolicy,
  defaultLanguage,
  DomainError,
  driverStepRefusal,
  locationPurgeAt,
  type DriverJob,
  type DriverStep,
  type DriverStepPolicy,
  type Language,
} from '@ridelane/domain'
import type { Database } from '../../db/client'
import { applyTransition } from '../bookings'
import { scheduleJob } from '../jobs'
import { lockDriverJob } from './driver-access'
import { driverJobView } from './driver-job-view'
import { driverNoShowEvidence } from './no-show-evidence'
import { freshDriverPosition } from './repository'
import { tellTravellerArrived, tellTravellerOnTheWay } from './traveller-messages'

export type StepResult = { job: DriverJob; mailQueued: boolean }

/**
 * POST /driver/job/status: the driver's step. The step rules come first (not before the
 * configured time ahead of the pickup, in the ride's order, arrived only near the pickup when
 * the phone shares its position: docs/product.md#driver-steps), a no-show's evidence (the free
 * waiting over, the phone near the pickup: driverNoShowEvidence), then the lifecycle as the
 * driver (it refuses jumps), with its timeline event, and the traveller told once. Repeating
 * the step the booking is already at (a retry after a lost answer) answers the job as it is,
 * with nothing written. A refusal's words are for the error handler to write in the page's
 * language; `language` (the same reader's) writes the dates and distances in them.
 */
export async function reportDriverStep(
  db: Database,
  token: string | undefined,
  to: DriverStep,
  appBaseUrl: string,
  now = new Date(),
  policy: DriverStepPolicy = defaultDriverStepPolicy,
  language: Language = defaultLanguage,
): Promise<StepResult> {
  const { booking, mailQueued } = await db.transaction(async (tx) => {
    const { link, booking } = await lockDriverJob(tx, token, now)
    if (booking.bookingStatus === to) return { booking, mailQueued: false }
    const ride = {
      status: bookingStatusSchema.parse(booking.bookingStatus),
      pickupAt: booking.pickupTime,
      timezone: booking.timezone,
      pickup: { lat: booking.pickupLat, lng: booking.pickupLng },
      position: (await freshDriverPosition(tx, booking.id, now)) ?? null,
    }
    const refusal = driverStepRefusal(ride, to, now, policy, language)
    if (refusal) throw new DomainError('INVALID_TRANSITION', refusal)
    const actor = { kind: 'driver' as const, id: link.driverId }
    const details =
      to === 'no_show' && ride.status === 'driver_arrived'
        ? await driverNoShowEvidence(tx, booking, ride.position, now)
        : undefined
    const after = await applyTransition(tx, booking, { to, actor, now, appBaseUrl, details })
    let queued = false
    if (to === 'driver_en_route') {
      queued = await tellTravellerOnTheWay(tx, after, appBaseUrl)
      // Positions are shared only from now on; they go a week after the ride.
      await scheduleJob(tx, {
        kind: 'location_purge',
        runAt: locationPurgeAt(after),
        payload: { bookingId: after.id },
        dedupeKey: `location-purge:${after.id}`,
      })
    }
    if (to === 'driver_arrived') queued = await tellTravellerArrived(tx, after, appBaseUrl)
    // The thank-you mail is the ride page's reaction to the move (rides/booking-reactions.ts).
    if (to === 'completed') queued = true
    return { booking: after, mailQueued: queued }
  })
  return { job: await driverJobView(db, booking, now), mailQueued }
}
