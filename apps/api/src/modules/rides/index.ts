// The ride page's feature as the rest of the API uses it (docs/decisions/028-ride-page.md).
export { findRide, issueRideToken, lockRide, rideLink, type RideAccess } from './ride-access'
export { rideLinkForMail } from './ride-mail-link'
export { rideRoutes, type RideRoutesOptions } from './ride-routes'
export { rideView } from './ride-view'
