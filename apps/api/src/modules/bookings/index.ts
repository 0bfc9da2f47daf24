// The bookings feature as other features use it (payments settle bookings through these).
export {
  canAccess,
  isPartnersOwn,
  findAccessible,
  findAccessibleBooking,
  lockAccessibleBooking,
  type BookingCaller,
} from './booking-access'
export {
  confirmationEmail,
  freeCancellationWords,
  localTime,
  queueConfirmationEmail,
} from './confirmation-email'
export {
  findBookingById,
  insertBookingEvent,
  listBookingEvents,
  lockBooking,
  transitionHistory,
  updateBooking,
  updateBookingWhere,
  type BookingRow,
  type NewBooking,
  type TransitionHistory,
} from './repository'
export {
  bookingChanged,
  bookingHooks,
  type BookingChange,
  type BookingCreated,
  type BookingMove,
} from './booking-hooks'
export { registerBookingMails } from './booking-reactions'
export { actorFor, applyTransition, transitionRefusal } from './transition-booking'
// Waiting at the pickup for the driver's page, the ride page and the traveller's messages.
export { bookingWaiting, bookingWaitingPolicy, type BookingWaiting } from './booking-waiting'
export { issueRideToken, RIDE_LINK_LIFETIME_MS, rideLink, rideLinkForMail } from './ride-links'
// Extra waiting charged after the ride (modules/waiting-charges).
export { extraWaitingChargedEmail, receiptUrl, type ExtraWaitingCharge } from './extra-waiting-mail'
export { takeBackDriverStep } from './take-back-step'
export {
  addOnsPaid,
  assertBookingId,
  bookedVehicle,
  paidCents,
  refundPreview,
} from './ops-booking-detail'
export {
  assignmentEmail,
  cancellationEmail,
  rideLinkLine,
  driverArrivedEmail,
  driverOnTheWayEmail,
  meetingText,
  pickupMovedEmail,
  ratingRequestEmail,
  ratingRequestSubject,
  rideCompletedEmail,
  rideCompletedSubject,
  type CancelledBy,
  type RideLinkLine,
} from './ops-booking-mails'
export {
  CANCELLATION_REFUND_REASON,
  claimCancellationRefund,
  settleCancellationRefund,
  type ClaimedRefund,
} from './ops-booking-refunds'
// For the ride page's changes (modules/rides): a change is priced as an edit of the booking is.
export { fareLines, priceBooking, type BookingFare } from './booking-fare'
export { checkVehicleHolds } from './check-against-quote'
// For the provider portal's assignment and pickers and auto-assign (modules/offers): are a
// driver and a vehicle free for a ride.
export { checkAssignmentFree } from './assignment-availability'
export { releaseMovedRide } from './release-moved-ride'
export { rideSpansReader } from './ride-spans'
export { checkDriverFree, driversBusyReasons } from './driver-availability'
export { checkVehicleFree, vehicleChoices, vehiclesBusyReasons } from './vehicle-availability'
export { opsBookingDetail } from './ops-booking-detail'
