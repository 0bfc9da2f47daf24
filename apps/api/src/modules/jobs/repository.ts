import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
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
  'webhook_delivery',
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

/**
 * Takes up to `limit` due jobs of these kinds and leases them for `leaseSeconds`, counting the
 * attempt: other processes skip rows another one holds (SKIP LOCKED) and, once claimed, see them
 * as taken until the lease ends. A process that dies mid-job leaves it to be taken again then.
 */
export async function claimDueJobs(
  db: Database,
  kinds: readonly JobKind[],
  limit: number,
  leaseSeconds: number,
): Promise<ScheduledJobRow[]> {
  if (kinds.length === 0) return []
  const due = db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(
      and(
        eq(scheduledJobs.status, 'pending'),
        lte(scheduledJobs.runAt, sql`now()`),
        or(isNull(scheduledJobs.leasedUntil), lte(scheduledJobs.leasedUntil, sql`now()`)),
        inArray(scheduledJobs.kind, [...kinds]),
      ),
    )
    .orderBy(asc(scheduledJobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(scheduledJobs)
    .set({
      attempts: sql`${scheduledJobs.attempts} + 1`,
      leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(scheduledJobs.id, due))
    .returning()
}

/** The work is done. A job cancelled meanwhile stays cancelled. */
export async function markJobDone(db: Database, id: string) {
  await db
    .update(scheduledJobs)
    .set({ status: 'done', doneAt: sql`now()`, leasedUntil: null })
    .where(and(eq(scheduledJobs.id, id), eq(scheduledJobs.status, 'pending')))
}

/**
 * Marks a claimed job done inside the caller's transaction, with the work's own writes, so a
 * process that dies after committing them cannot have the job taken again and done twice. False
 * when the claim is no longer this one (its lease ran out and another process took it): the
 * caller should then write nothing.
 */
export async function finishClaimedJob(
  tx: Database,
  job: { id: string; attempts: number },
): Promise<boolean> {
  const rows = await tx
    .update(scheduledJobs)
    .set({ status: 'done', doneAt: sql`now()`, leasedUntil: null })
    .where(
      and(
        eq(scheduledJobs.id, job.id),
        eq(scheduledJobs.status, 'pending'),
        eq(scheduledJobs.attempts, job.attempts),
      ),
    )
    .returning({ id: scheduledJobs.id })
  return rows.length > 0
}

/**
 * Records a failed attempt: due again after `retryInSeconds`, or given up (status failed) when
 * that is null. Only while the job is still the claim `attempts` counted, so a process that
 * outlived its lease cannot release another process's newer claim.
 */
export async function markJobAttemptFailed(
  db: Database,
  job: { id: string; attempts: number },
  error: string,
  retryInSeconds: number | null,
) {
  await db
    .update(scheduledJobs)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error, leasedUntil: null, doneAt: sql`now()` }
        : {
            lastError: error,
            leasedUntil: null,
            runAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(
      and(
        eq(scheduledJobs.id, job.id),
        eq(scheduledJobs.status, 'pending'),
        eq(scheduledJobs.attempts, job.attempts),
      ),
    )
}

/** Gives back a claimed job this process did not start (its batch ran long): as if never taken. */
export async function releaseJob(db: Database, job: { id: string; attempts: number }) {
  await db
    .update(scheduledJobs)
    .set({ leasedUntil: null, attempts: sql`${scheduledJobs.attempts} - 1` })
    .where(
      and(
        eq(scheduledJobs.id, job.id),
        eq(scheduledJobs.status, 'pending'),
        eq(scheduledJobs.attempts, job.attempts),
      ),
    )
}
