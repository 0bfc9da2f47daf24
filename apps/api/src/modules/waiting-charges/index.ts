// Extra waiting collected after the ride (docs/decisions/024-payments.md#extra-waiting): it sits
// above checkout and bookings, which hear of it only through the booking hooks and the columns
// it writes (the total, `waiting_charged_cents`, `waiting_charge_outcome`).
export { registerWaitingChargeHooks, waitingChargeJobKey } from './booking-reactions'
export {
  collectWaitingCharge,
  waitingChargeDue,
  waitingChargeKey,
  type WaitingChargeDeps,
} from './charge-waiting'
export { waitingChargesModule, type WaitingChargesModuleOptions } from './module'
