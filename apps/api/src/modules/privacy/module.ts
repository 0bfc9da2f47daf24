import { isFinalStatus } from '@ridelane/domain'
import fp from 'fastify-plugin'
import { bookingHooks } from '../bookings'
import { erasureDueHandler, scheduleErasureAfterRide } from './data-rights'
import { dataRightsRoutes } from './data-rights-routes'
import { retentionSweepHandler, scheduleRetentionSweep } from './retention-sweep'

export type PrivacyModuleOptions = { appBaseUrl: string }

/**
 * The travellers' data rights (docs/privacy.md): a traveller's copy and erasure of their data
 * (data-rights-routes.ts), the erasure that waits for a ride to end (a booking hook and the
 * `erasure_due` job), and the retention sweep, registered with the job worker (modules/jobs) on
 * the app's clock; the next daily sweep is scheduled when the app starts. Every process does so;
 * the sweep's key keeps it to one a day.
 */

export const privacyModule = fp<PrivacyModuleOptions>(
  async (app, { appBaseUrl }) => {
    app.jobs.handle('retention_sweep', retentionSweepHandler(app.clock))
    app.jobs.handle('erasure_due', erasureDueHandler(app.clock))
    // A traveller who asked for erasure while a ride was to come: erased once it ends.
    bookingHooks.afterMove('erasure-after-ride', async (tx, move) => {
      if (isFinalStatus(move.to)) await scheduleErasureAfterRide(tx, move.booking, move.at)
    })
    await app.register(dataRightsRoutes, { appBaseUrl })
    app.addHook('onReady', async () => {
      await scheduleRetentionSweep(app.db, app.clock.now())
    })
  },
  { name: 'privacy', dependencies: ['jobs'] },
)
