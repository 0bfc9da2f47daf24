import fp from 'fastify-plugin'
import { recurringPass } from '../../lib/recurring-pass'
import { reconcilePayments, type ReconcilePass, type ReconcileResult } from './reconcile-payments'

declare module 'fastify' {
  interface FastifyInstance {
    paymentReconciliation: {
      /** Runs a pass now (or joins the one running). */
      runNow(pass?: ReconcilePass): Promise<ReconcileResult>
    }
  }
}

export type ReconciliationLoopOptions = {
  /** Where the confirmation mail's ride link points (config.appBaseUrl). */
  appBaseUrl: string
  intervalMs?: number
  /** How long a payment sits untouched before a scheduled pass re-reads it (default 60 s). */
  minAgeMs?: number
}

const nothing: ReconcileResult = { checked: 0, confirmed: 0 }

/**
 * Every API process re-reads the payments left open once a minute (or every `intervalMs`), from
 * when the app is ready until it closes (docs/decisions/024-payments.md#reconciliation). The lease
 * on each claimed payment keeps processes from reading the same one together.
 */
export const paymentReconciliationLoop = fp<ReconciliationLoopOptions>(
  async (app, { appBaseUrl, intervalMs = 60_000, minAgeMs }) => {
    const runNow = recurringPass<ReconcilePass, ReconcileResult>(app, {
      intervalMs,
      fallback: nothing,
      failureMessage: 'payment reconciliation pass failed',
      async run(pass) {
        const result = await reconcilePayments(
          { db: app.db, gateway: app.payments, appBaseUrl },
          app.log,
          pass ?? { minAgeMs },
        )
        if (result.confirmed > 0) {
          app.log.info(result, 'payments reconciled')
          void app.mailOutbox.deliverNow()
        }
        return result
      },
    })
    app.decorate('paymentReconciliation', { runNow })
  },
  { name: 'payment-reconciliation', dependencies: ['db', 'payments', 'mail-outbox'] },
)
