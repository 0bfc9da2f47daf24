// What other features may use of the rides feature (docs/architecture.md#boundaries). Keep it
// small: whatever is exported here is loaded by every page that imports it.
export { rememberRideToken } from './ride-token'
