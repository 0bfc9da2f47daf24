import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { scheduledJobs } from '../../db/schema'

// Work due later, kept in `scheduled_jobs` and done by whichever API process claims it first
// (docs/decisions/029-providers-and-drivers.md). Scheduling happens inside the caller's
// transaction, so the job exists if and only if the change that asked for it commits.

/** Every kind of scheduled work, so a typo cannot schedule a job no process will ever run. */
export const jobKinds = [
  'offer_expiry',
  'assignment_reminder',
  'rating_request',
  'location_purge',
] as const
export type JobKind = (typeof jobKinds)[number]

export type NewJob = {
  kind: JobKind
  runAt: Date
  payload?: Record<string, unknown>
  /** The same key twice schedules the work once (the second call is a no-op). */
  dedupeKey?: string
}

/** Schedules `job` in the caller's transaction; true when it was new, false for a duplicate. */
export async function scheduleJob(tx: Database, job: NewJob): Promise<boolean> {
  const rows = await tx
    .insert(scheduledJobs)
    .values({
      kind: job.kind,
      runAt: job.runAt,
      payload: job.payload ?? {},
      dedupeKey: job.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: scheduledJobs.dedupeKey })
    .returning({ id: scheduledJobs.id })
  return rows.length > 0
}

/** Cancels the pending job with this key (a reminder for a ride that went to another driver). */
export async function cancelScheduledJob(tx: Database, dedupeKey: string): Promise<void> {
  await tx
    .update(scheduledJobs)
    .set({ status: 'cancelled', doneAt: sql`now()` })
    .where(and(eq(scheduledJobs.dedupeKey, dedupeKey), eq(scheduledJobs.status, 'pending')))
}
