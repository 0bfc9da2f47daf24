import fp from 'fastify-plugin'
import type { JobHandler } from '../jobs'
import { collectWaitingCharge } from './charge-waiting'

export type WaitingChargesModuleOptions = {
  /** Where the traveller's mail links to (config.appBaseUrl). */
  appBaseUrl: string
}

/**
 * Registers the `waiting_charge` handler with the job worker (modules/jobs): it collects a ended
 * ride's extra waiting (docs/decisions/024-payments.md#extra-waiting) and delivers what it mailed.
 */
export const waitingChargesModule = fp<WaitingChargesModuleOptions>(
  async (app, { appBaseUrl }) => {
    const handler: JobHandler = async ({ db, job }) => {
      const bookingId = job.payload.bookingId
      if (typeof bookingId !== 'string') return
      const outcome = await collectWaitingCharge(
        { db, gateway: app.payments, appBaseUrl, now: () => app.clock.now() },
        bookingId,
        { lastAttempt: job.lastAttempt },
      )
      if (outcome === 'charged' || outcome === 'declined') {
        void app.mailOutbox.deliverNow()
        if (outcome === 'declined') void app.textMessages.deliverNow()
      }
    }
    app.jobs.handle('waiting_charge', handler)
  },
  { name: 'waiting-charges', dependencies: ['jobs', 'payments', 'text-message-delivery'] },
)
