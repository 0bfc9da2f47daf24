import { queueConfirmationEmail } from './confirmation-email'
import { bookingHooks } from './booking-hooks'

/**
 * The booking's own mail on its hooks, registered by app.ts: a booking confirmed after waiting for
 * its payment (the gateway's answer, or completion for a partner on account) gets its confirmation
 * mail with the ride link, in the transaction that confirms it, whoever confirmed it.
 */
export function registerBookingMails(): void {
  bookingHooks.afterMove('confirmation-mail', async (tx, move) => {
    if (move.to !== 'confirmed' || move.from !== 'pending_payment') return
    if (!move.appBaseUrl) throw new Error('A confirmation needs appBaseUrl for the ride link')
    await queueConfirmationEmail(tx, move.booking, move.appBaseUrl, move.history?.quoteVehicles)
  })
}
