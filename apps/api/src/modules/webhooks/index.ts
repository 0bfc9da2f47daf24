// The webhooks feature as other features use it: it hears of bookings through the booking hooks
// (registerBookingWebhooks, called by app.ts); app.ts registers routes.ts itself.
export { recordBookingWebhook } from './record-booking-event'
export { registerBookingWebhooks } from './booking-reactions'
