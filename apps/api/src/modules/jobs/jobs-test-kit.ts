import { eq, sql } from 'drizzle-orm'
import type { App } from '../../app'
import { scheduledJobs } from '../../db/schema'
import { createTestApp } from '../../../test/support/create-test-app'
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-database'
import type { JobHandler } from './job-handler'
import { scheduleJob, type NewJob } from './repository'

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One handler run, as the test handler saw it. */
export type JobRun = {
  jobId: string
  app: string
  at: number
  attempts: number
  lastAttempt: boolean
}

/**
 * A test handler for one kind: records every run and does what the job's payload asks:
 * `{ failTimes: n }` throws on the first n attempts, `{ takesMs: n }` works that long.
 */
export function recordingHandler(runs: JobRun[], app: string): JobHandler {
  return async ({ job }) => {
    runs.push({
      jobId: job.id,
      app,
      at: Date.now(),
      attempts: job.attempts,
      lastAttempt: job.lastAttempt,
    })
    const { failTimes = 0, takesMs = 0 } = job.payload as { failTimes?: number; takesMs?: number }
    if (takesMs > 0) await pause(takesMs)
    if (job.attempts <= failTimes) throw new Error(`failure number ${job.attempts}`)
  }
}

/**
 * Two API processes on one database: on PostgreSQL two apps, on PGlite (one connection to
 * share) the same app twice. Each runs the job loop every 100 ms.
 */
export async function openTwoApps(): Promise<{
  database: TestDatabase
  app: App
  other: App
  close(): Promise<void>
}> {
  const database = await createTestDatabase()
  const options = { database: database.target, config: { jobsIntervalMs: 100 } }
  const app = await createTestApp(options)
  const other = database.target.driver === 'postgres' ? await createTestApp(options) : app
  return {
    database,
    app,
    other,
    async close() {
      if (other !== app) await other.close()
      await app.close()
      await database.drop()
    },
  }
}

export const schedule = (app: App, job: NewJob) => app.db.transaction((tx) => scheduleJob(tx, job))

export const inMs = (ms: number) => new Date(Date.now() + ms)

export async function jobRow(app: App, id: string) {
  return (await app.db.select().from(scheduledJobs).where(eq(scheduledJobs.id, id)))[0]!
}

export async function jobByKey(app: App, dedupeKey: string) {
  return (
    await app.db.select().from(scheduledJobs).where(eq(scheduledJobs.dedupeKey, dedupeKey))
  )[0]!
}

/** Makes a job that waits for its retry due now. */
export async function makeDueNow(app: App, id: string) {
  await app.db
    .update(scheduledJobs)
    .set({ runAt: sql`now() - interval '1 millisecond'` })
    .where(eq(scheduledJobs.id, id))
}
