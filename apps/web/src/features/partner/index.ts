// What other features may use of the partner feature (docs/architecture.md#boundaries). Keep it
// small: whatever is exported here is loaded by every page that imports it.
export {
  usePartnerAuth,
  type PartnerAuth,
  type PartnerAuthStatus,
} from './auth/partner-auth-context'
// The partner wizard's cost centre and booking reference (features/booking).
export { useBookingFieldsQuery } from './api/booking-fields'
