import { DRIVER_STEP_UNDO_SECONDS } from '@ridelane/domain'
import { bookingHooks } from '../bookings'
import { cancelScheduledJob, scheduleJob } from '../jobs'
import { waitingChargedAfter } from './charge-waiting'

/** The one `waiting_charge` job of a booking. */
export const waitingChargeJobKey = (bookingId: string) => `waiting-charge:${bookingId}`

const endsRide = (status: string) => (waitingChargedAfter as readonly string[]).includes(status)

/**
 * Registered by app.ts (docs/architecture.md#booking-hooks): a ride that ends (completed, or a
 * no-show) with extra waiting recorded and not yet collected gets a `waiting_charge` job. After a
 * driver's tap it waits out the minute in which the driver may take the step back, and a step
 * taken back calls it off; the job itself checks the booking again before charging.
 */
export function registerWaitingChargeHooks(): void {
  bookingHooks.afterMove('waiting-charge', async (tx, move) => {
    const { booking } = move
    if (endsRide(move.to)) {
      if (booking.waitingChargeCents <= 0 || booking.waitingChargeOutcome !== null) return
      const hold = move.actor.kind === 'driver' ? DRIVER_STEP_UNDO_SECONDS * 1000 : 0
      await scheduleJob(tx, {
        kind: 'waiting_charge',
        runAt: new Date(move.at.getTime() + hold),
        payload: { bookingId: booking.id },
        dedupeKey: waitingChargeJobKey(booking.id),
      })
    } else if (endsRide(move.from)) {
      await cancelScheduledJob(tx, waitingChargeJobKey(booking.id))
    }
  })
}
