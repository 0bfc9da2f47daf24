import fp from 'fastify-plugin'
import { retentionSweepHandler, scheduleRetentionSweep } from './retention-sweep'

/**
 * The travellers' data rights (docs/privacy.md): registers the retention sweep with the job
 * worker (modules/jobs), on the app's clock, and makes sure the next daily sweep is scheduled
 * when the app starts. Every process does so; the sweep's key keeps it to one a day.
 */
export const privacyModule = fp(
  async (app) => {
    app.jobs.handle('retention_sweep', retentionSweepHandler(app.clock))
    app.addHook('onReady', async () => {
      await scheduleRetentionSweep(app.db, app.clock.now())
    })
  },
  { name: 'privacy', dependencies: ['jobs'] },
)
