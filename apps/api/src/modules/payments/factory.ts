import type { Database } from '../../db/client'
import type { PaymentGateway } from './gateway'
import { createSandboxGateway, type SandboxGatewayOptions } from './sandbox-gateway'

/**
 * How this process takes payments. Today only the offline sandbox; the Stripe adapter adds its
 * own option here when it lands (docs/decisions/024-payments.md#the-port).
 */
export type PaymentGatewayOptions = { sandbox?: SandboxGatewayOptions }

/** The payment gateway for this process: the sandbox, on the app's database. */
export function createPaymentGateway(
  db: Database,
  options: PaymentGatewayOptions = {},
): PaymentGateway {
  return createSandboxGateway(db, options.sandbox)
}
