import fp from 'fastify-plugin'
import { drainLoop } from '../../lib/drain-loop'
import type { JobHandler } from './job-handler'
import { jobKinds, type JobKind } from './repository'
import { runDueJobs } from './run-due-jobs'

export type JobsPluginOptions = {
  /** How often each process looks for due jobs (JOBS_INTERVAL_MS); 1 s by default. */
  intervalMs?: number
  maxAttempts?: number
  leaseSeconds?: number
}

/**
 * Scheduled work (docs/decisions/029-providers-and-drivers.md#scheduled-jobs): decorates
 * `app.jobs`, where features register a handler per kind, and drains the due jobs of those kinds
 * every `intervalMs` from when the app is ready until it closes, on every API process at once.
 * A job is due by the app's clock (`app.clock`, the system's outside the simulator).
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { intervalMs = 1000, maxAttempts, leaseSeconds }) => {
    const handlers = new Map<JobKind, JobHandler>()
    const log = app.log.child({ module: 'jobs' })

    const runDueNow = drainLoop(app, {
      intervalMs,
      failureMessage: 'scheduled jobs pass failed',
      // No handler, no query: a process without any feature that schedules work stays idle.
      pass: async (stopping) =>
        handlers.size === 0
          ? 0
          : runDueJobs({
              stopping,
              db: app.db,
              log,
              handlers,
              maxAttempts,
              leaseSeconds,
              now: () => app.clock.now(),
            }),
    })

    app.decorate('jobs', {
      handle(kind: JobKind, handler: JobHandler, options?: { replace?: boolean }) {
        if (!jobKinds.includes(kind)) throw new Error(`Unknown job kind: ${String(kind)}`)
        if (handlers.has(kind) && !options?.replace) {
          throw new Error(`A handler for ${kind} jobs is registered twice`)
        }
        handlers.set(kind, handler)
      },
      runDueNow,
    })
  },
  { name: 'jobs', dependencies: ['db'] },
)
