import type { Database } from '../../db/client'
import type { PaymentGateway } from './gateway'
import { createSandboxGateway, type SandboxGatewayOptions } from './sandbox-gateway'
import type { StripeGatewayOptions } from './stripe-gateway'

/**
 * How this process takes payments: through Stripe when its account is configured
 * (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), else through the offline sandbox
 * (docs/decisions/024-payments.md, 025-stripe-adapter.md).
 */
export type PaymentGatewayOptions = {
  sandbox?: SandboxGatewayOptions
  stripe?: StripeGatewayOptions
}

/** The payment gateway for this process. Stripe's SDK is loaded only when Stripe is used. */
export async function createPaymentGateway(
  db: Database,
  options: PaymentGatewayOptions = {},
): Promise<PaymentGateway> {
  if (options.stripe) {
    const { createStripeGateway } = await import('./stripe-gateway')
    return createStripeGateway(options.stripe)
  }
  return createSandboxGateway(db, options.sandbox)
}
