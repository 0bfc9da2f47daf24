import fp from 'fastify-plugin'
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
    let timer: NodeJS.Timeout | undefined
    let running: Promise<number> | undefined
    let stopped = false

    function runNow(): Promise<number> {
      running ??= expireUnpaidBookings(app.db)
        .then((expired) => {
          if (expired > 0) app.log.info({ expired }, 'unpaid bookings expired')
          return expired
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'booking expiry pass failed')
          return 0
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

    app.decorate('bookingExpiry', { runNow })
    app.addHook('onReady', async () => scheduleNext())
    // Registered after the db plugin, so this runs first on close: the database is still open.
    app.addHook('onClose', async () => {
      stopped = true
      clearTimeout(timer)
      await running
    })
  },
  { name: 'booking-expiry', dependencies: ['db'] },
)
