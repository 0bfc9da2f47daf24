// The bookings feature as other features use it (payments settle bookings through these).
export {
  canAccess,
  findAccessibleBooking,
  lockAccessibleBooking,
  type BookingCaller,
} from './booking-access'
export { confirmationEmail } from './confirmation-email'
export {
  findBookingById,
  lockBooking,
  updateBooking,
  type BookingRow,
  type NewBooking,
} from './repository'
export { actorFor, applyTransition, transitionRefusal } from './transition-booking'
// For the ride page's changes (modules/rides): a change is priced as an edit of the booking is.
export { priceBooking, type BookingFare } from './booking-fare'
export { checkVehicleHolds } from './check-against-quote'
