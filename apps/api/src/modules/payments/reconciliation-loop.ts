import fp from 'fastify-plugin'
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
  async (app, { intervalMs = 60_000, minAgeMs }) => {
    let timer: NodeJS.Timeout | undefined
    let running: Promise<ReconcileResult> | undefined
    let stopped = false

    function runNow(pass?: ReconcilePass): Promise<ReconcileResult> {
      running ??= reconcilePayments(app.db, app.payments, app.log, pass ?? { minAgeMs })
        .then((result) => {
          if (result.confirmed > 0) {
            app.log.info(result, 'payments reconciled')
            void app.mailOutbox.deliverNow()
          }
          return result
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'payment reconciliation pass failed')
          return nothing
        })
        .finally(() => {
          running = undefined
          scheduleNext()
        })
      return running
    }

    function scheduleNext() {
      if (stopped) return
      clearTimeout(timer)
      timer = setTimeout(() => void runNow(), intervalMs)
      timer.unref()
    }

    app.decorate('paymentReconciliation', { runNow })
    app.addHook('onReady', async () => scheduleNext())
    // Registered after the db plugin, so this runs first on close: the database is still open.
    app.addHook('onClose', async () => {
      stopped = true
      clearTimeout(timer)
      await running
    })
  },
  { name: 'payment-reconciliation', dependencies: ['db', 'payments', 'mail-outbox'] },
)
