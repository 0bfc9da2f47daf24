// The bookings feature as other features use it (payments settle bookings through these).
export {
  canAccess,
  findAccessibleBooking,
  lockAccessibleBooking,
  type BookingCaller,
} from './booking-access'
export { fareLines } from './booking-fare'
export { confirmationEmail, queueConfirmationEmail } from './confirmation-email'
export { bookedVehicle, refundPreview } from './ops-booking-detail'
export {
  findBookingById,
  listBookingEvents,
  lockBooking,
  updateBooking,
  type BookingRow,
  type NewBooking,
} from './repository'
export { actorFor, applyTransition, transitionRefusal } from './transition-booking'
