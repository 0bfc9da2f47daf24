// The ride page's feature as the rest of the API uses it (docs/decisions/028-ride-page.md).
export { findRide, issueRideToken, lockRide, rideLink, type RideAccess } from './ride-access'
export { rideActionRoutes, type RideActionRoutesOptions } from './action-routes'
export { rideCompleted } from './ride-completed'
