import { onChangePaymentSettled } from '../checkout'
import { bookingHooks } from '../bookings'
import { settleChangePayment } from './change-booking'
import { rideCompleted, rideCompletionUndone } from './ride-completed'

/**
 * The ride page's reactions, registered by app.ts: a completed ride's thank-you mail and rating
 * request (whoever completes it: an operator or the driver), the rating request called off when a
 * completion is taken back, and a traveller's change applied once its extra cost is paid.
 */
export function registerRideHooks(): void {
  bookingHooks.afterMove('ride-completed', async (tx, move) => {
    if (move.to === 'completed') {
      if (!move.appBaseUrl) throw new Error('A completion needs appBaseUrl for the receipt link')
      await rideCompleted(tx, move.booking, move.appBaseUrl, move.at, {
        holdForUndo: move.actor.kind === 'driver',
      })
    } else if (move.from === 'completed') {
      await rideCompletionUndone(tx, move.booking)
    }
  })
  onChangePaymentSettled((tx, booking, payment) => settleChangePayment(tx, booking, payment))
}
