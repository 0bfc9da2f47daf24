// The ride page's feature as the rest of the API uses it (docs/decisions/028-ride-page.md).
export { findRide, issueRideToken, lockRide, rideLink, type RideAccess } from './ride-access'
export { receiptFor, receiptPdfFor, type ReceiptOptions } from './issue-receipt'
export type { ReceiptModel } from './receipt-model'
// The receipt's drawing and layout helpers: the partner's statement and invoice and the
// traveller's copy of their data reuse them.
export { GREY, heading, newPdf, PAGE, pairs, renderReceipt, usd } from './receipt'
export { BODY_FONT, BOLD_FONT } from './pdf-fonts'
export { writeText } from './pdf-write'
export { rideReceiptRoutes } from './receipt-routes'
export { rideActionRoutes, type RideActionRoutesOptions } from './action-routes'
export { registerRideHooks } from './booking-reactions'
// The traveller's change of a ride: the ride view shows the change block.
export { changeState } from './change-booking'
export { rideRoutes, type RideRoutesOptions } from './ride-routes'
export { rideView } from './ride-view'
// Issue 15: the rating request an hour after a ride; the driver's job stream follows a booking.
export { ratingRequestJob, scheduleRatingRequest } from './rating-request'
export { rideThanksJob } from './ride-completed'
export { rideChanges, type RideChanges } from './ride-stream'
