import { bookingHooks } from '../bookings'
import { recordBookingWebhook } from './record-booking-event'

/**
 * A partner's webhooks hear of each booking it makes and of every move of it, in the
 * transaction that writes it (docs/decisions/030-partner-business-tools.md). Called by app.ts when the app is built.
 */
export function registerBookingWebhooks(): void {
  bookingHooks.afterCreate(
    'webhooks',
    (tx, { booking, to, at }) => recordBookingWebhook(tx, { booking, from: null, to, at }),
    { partnersOnly: true },
  )
  bookingHooks.afterMove('webhooks', (tx, { booking, from, to, at }) =>
    recordBookingWebhook(tx, { booking, from, to, at }),
  )
}
