import fp from 'fastify-plugin'
import { createPaymentGateway, type PaymentGatewayOptions } from './factory'
import type { PaymentGateway } from './gateway'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway every money-moving use case goes through. */
    payments: PaymentGateway
  }
}

/** Decorates the app with its payment gateway (docs/decisions/024-payments.md#the-port). */
export const paymentsPlugin = fp<PaymentGatewayOptions>(
  async (app, options) => {
    app.decorate('payments', await createPaymentGateway(app.db, options))
  },
  { name: 'payments', dependencies: ['db'] },
)
