import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { scheduledJobs } from '../../db/schema'
import { leasedQueue, type QueueClaim } from '../../lib/leased-queue-repository'
import { originOfCurrentWork } from '../../lib/work-context'

// Work due later, kept in `scheduled_jobs` and done by whichever API process claims it first
// (docs/decisions/029-providers-and-drivers.md). Scheduling happens inside the caller's
// transaction, so the job exists if and only if the change that asked for it commits.

/** Every kind of scheduled work, so a typo cannot schedule a job no process will ever run. */
export const jobKinds = [
  'offer_expiry',
  'assignment_reminder',
  'rating_request',
  'location_purge',
  'webhook_delivery',
  'dispatch_step',
  'ride_thanks',
  'flight_poll',
  'waiting_charge',
  'retention_sweep',
  'erasure_due',
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
      // The request or job that scheduled it, so its run joins that trace (docs/operations.md#traces).
      traceContext: originOfCurrentWork(),
    })
    .onConflictDoNothing({ target: scheduledJobs.dedupeKey })
    .returning({ id: scheduledJobs.id })
  return rows.length > 0
}

/**
 * Cancels the pending job with this key (a reminder for a ride that went to another driver). The
 * cancelled row gives its key up, so the same work can be scheduled again later (a pickup moved
 * away and back).
 */
export async function cancelScheduledJob(tx: Database, dedupeKey: string): Promise<void> {
  await tx
    .update(scheduledJobs)
    .set({ status: 'cancelled', doneAt: sql`now()`, dedupeKey: null })
    .where(and(eq(scheduledJobs.dedupeKey, dedupeKey), eq(scheduledJobs.status, 'pending')))
}

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect

const queue = leasedQueue(scheduledJobs, {
  id: scheduledJobs.id,
  status: scheduledJobs.status,
  attempts: scheduledJobs.attempts,
  dueAt: scheduledJobs.runAt,
  leasedUntil: scheduledJobs.leasedUntil,
})

/**
 * Takes up to `limit` jobs of these kinds due by `now` (the app's clock) and leases them for
 * `leaseSeconds`, counting the attempt: other processes skip rows another one holds (SKIP LOCKED)
 * and, once claimed, see them as taken until the lease ends. A process that dies mid-job leaves
 * it to be taken again then.
 */
export async function claimDueJobs(
  db: Database,
  kinds: readonly JobKind[],
  limit: number,
  leaseSeconds: number,
  now = new Date(),
): Promise<ScheduledJobRow[]> {
  if (kinds.length === 0) return []
  return queue.claim(db, {
    limit,
    leaseSeconds,
    where: inArray(scheduledJobs.kind, [...kinds]),
    now,
  })
}

/**
 * Marks a claimed job done; with the work's own writes when `tx` is the work's transaction, so a
 * process that dies after committing them cannot have the job taken again and done twice. False
 * when the claim is no longer this one (its lease ran out and another process took it, or the
 * job was cancelled meanwhile): the caller should then write nothing.
 */
export function finishClaimedJob(tx: Database, job: QueueClaim): Promise<boolean> {
  return queue.complete(tx, job, { status: 'done', doneAt: sql`now()` })
}

/**
 * Records a failed attempt: due again after `retryInSeconds`, or given up (status failed) when
 * that is null. Only while the job is still the claim `attempts` counted, so a process that
 * outlived its lease cannot release another process's newer claim.
 */
export async function markJobAttemptFailed(
  db: Database,
  job: QueueClaim,
  error: string,
  retryInSeconds: number | null,
  now?: Date,
) {
  if (retryInSeconds === null) {
    await queue.complete(db, job, { status: 'failed', lastError: error, doneAt: sql`now()` })
  } else {
    // Due again by the clock the claim reads (the app's), so a retry is never due at once.
    await queue.retryLater(db, job, retryInSeconds, { lastError: error }, now)
  }
}

/** Gives back a claimed job this process did not start (its batch ran long): as if never taken. */
export async function releaseJob(db: Database, job: QueueClaim) {
  await queue.release(db, job)
}
