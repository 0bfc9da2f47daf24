import { bookingHooks } from '../bookings'
import { afterDriverAssigned, afterDriverReleased, afterRideChanged } from './after-assignment'

/**
 * The driver's side of a booking's moves and changes, registered on the booking hooks by app.ts:
 * every move to `assigned` (an operator, a provider's portal, an accepted offer, a step taken
 * back) passes through afterDriverAssigned, which acts only when the driver or vehicle changed;
 * every change of time or places reaches the driver's links, reminder and texts.
 */
export function registerDriverJobHooks(): void {
  bookingHooks.afterMove('driver-assigned', async (tx, move) => {
    if (move.to !== 'assigned') return
    const previous = { driverId: move.before.driverId, vehicleId: move.before.assignedVehicleId }
    const changed =
      move.booking.driverId !== previous.driverId ||
      move.booking.assignedVehicleId !== previous.vehicleId
    if (!changed) return
    // Released from a ride that moved to a time they cannot make (bookings/release-moved-ride.ts):
    // their link ends and they are told; there is no new driver to send a link to.
    if (move.actor.kind === 'system' && !move.booking.driverId && !move.booking.assignedVehicleId) {
      await afterDriverReleased(tx, { booking: move.booking, previous, now: move.at })
      return
    }
    if (!move.appBaseUrl) throw new Error('An assignment needs appBaseUrl for the driver’s link')
    await afterDriverAssigned(tx, {
      booking: move.booking,
      previous,
      appBaseUrl: move.appBaseUrl,
      now: move.at,
    })
  })
  bookingHooks.afterChange('driver-ride-changed', (tx, change) =>
    afterRideChanged(tx, {
      before: change.before,
      after: change.booking,
      now: change.at,
      appBaseUrl: change.appBaseUrl,
      why: change.why,
    }),
  )
}
