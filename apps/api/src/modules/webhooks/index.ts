// The webhooks feature as other features use it: the booking lifecycle records events through
// this; app.ts registers routes.ts itself.
export { recordBookingWebhook } from './record-booking-event'
