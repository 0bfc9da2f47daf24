import type { Database } from '../../db/client'
import type { PaymentGateway } from './gateway'
import { createSandboxGateway } from './sandbox-gateway'

// A booking made with an `rl_test_` API key (bookings.sandbox) pays through the offline sandbox
// even when Stripe is configured, so a test integration can never take real money
// (docs/decisions/030-partner-business-tools.md). Its payments say `sandbox`, so reading and
// refunding them goes back to the sandbox too.

const sandboxes = new WeakMap<Database, PaymentGateway>()

/** The sandbox on this database: the one the process uses, else one made for test bookings. */
export function sandboxGatewayOn(db: Database, inUse: PaymentGateway): PaymentGateway {
  if (inUse.name === 'sandbox') return inUse
  let sandbox = sandboxes.get(db)
  if (!sandbox) {
    sandbox = createSandboxGateway(db)
    sandboxes.set(db, sandbox)
  }
  return sandbox
}

/** The gateway a booking's money goes through: the sandbox for a test key's booking. */
export function gatewayForBooking<D extends { db: Database; gateway: PaymentGateway }>(
  deps: D,
  booking: { sandbox: boolean },
): D {
  return booking.sandbox ? { ...deps, gateway: sandboxGatewayOn(deps.db, deps.gateway) } : deps
}

/** The gateway that took a payment, when that was the sandbox beside another gateway. */
export function gatewayForPayment(
  db: Database,
  inUse: PaymentGateway,
  paymentGateway: string,
): PaymentGateway {
  return paymentGateway === 'sandbox' ? sandboxGatewayOn(db, inUse) : inUse
}
