// What other features may use of the booking feature (docs/architecture.md#boundaries). Keep it
// small: the landing page imports it, and its form's code must still load only on demand.
export { DeferredLandingBookingForm } from './components/deferred-landing-booking-form'
