import fp from 'fastify-plugin'
import { recurringPass } from '../../lib/recurring-pass'
import { expireUnpaidBookings } from './expire-unpaid-bookings'

declare module 'fastify' {
  interface FastifyInstance {
    bookingExpiry: {
      /** Runs a pass now (or joins the one running); resolves with how many it expired. */
      runNow(): Promise<number>
    }
  }
}

export type ExpiryLoopOptions = { intervalMs?: number }

/**
 * Every API process looks for unpaid bookings whose price lapsed once a minute, from when the
 * app is ready until it closes. Processes share the work without doubling it: each locks the
 * bookings it expires and skips those another holds.
 */
export const bookingExpiryLoop = fp<ExpiryLoopOptions>(
  async (app, { intervalMs = 60_000 }) => {
    const runNow = recurringPass<void, number>(app, {
      intervalMs,
      fallback: 0,
      failureMessage: 'booking expiry pass failed',
      async run() {
        const expired = await expireUnpaidBookings(app.db)
        if (expired > 0) app.log.info({ expired }, 'unpaid bookings expired')
        return expired
      },
    })
    app.decorate('bookingExpiry', { runNow: () => runNow() })
  },
  { name: 'booking-expiry', dependencies: ['db'] },
)
