import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { retryBackoff } from '../../lib/leased-queue-repository'
import { queuedItemAttributes, runQueuedWork } from '../../lib/work-context'
import type { JobHandler } from './job-handler'
import {
  claimDueJobs,
  finishClaimedJob,
  markJobAttemptFailed,
  releaseJob,
  type JobKind,
  type ScheduledJobRow,
} from './repository'

export type JobPassOptions = {
  db: Database
  log: FastifyBaseLogger
  /** This process's handlers: only their kinds are claimed. */
  handlers: ReadonlyMap<JobKind, JobHandler>
  /** Attempts before a failing job is given up (status failed). */
  maxAttempts?: number
  batchSize?: number
  /** How long a claimed job is this process's alone; a handler should finish well within it. */
  leaseSeconds?: number
  /** The app's clock (lib/clock.ts): a job is due once its time has come by it. */
  now?: () => Date
  /** True once the app is closing: the jobs of the batch not yet started go back at once. */
  stopping?: () => boolean
}

/** 15 s, 1 min, 4 min, 16 min…, at most an hour between attempts. */
export const jobRetryDelaySeconds = retryBackoff(15, 3600)

/** One pass: claims the due jobs this process can do and runs them. Returns how many it took. */
export async function runDueJobs(options: JobPassOptions): Promise<number> {
  const { db, handlers, batchSize = 10, leaseSeconds = 120, now = () => new Date() } = options
  const claimed = await claimDueJobs(db, [...handlers.keys()], batchSize, leaseSeconds, now())
  // A job started late in a long batch could outlive its lease and be taken by another process
  // while it runs: past half the lease, the rest go back for the next pass. So do they when the
  // app starts closing, for another process to take at once.
  const startBefore = Date.now() + (leaseSeconds * 1000) / 2
  for (const job of claimed) {
    if (Date.now() < startBefore && !options.stopping?.()) await runJob(options, job)
    else await releaseJob(db, job)
  }
  return claimed.length
}

/** Runs one claimed job in the trace of the request or job that scheduled it. */
function runJob(options: JobPassOptions, row: ScheduledJobRow) {
  const kind = row.kind as JobKind
  const attributes = {
    ...queuedItemAttributes(kind === 'webhook_delivery' ? 'webhook' : 'job', row),
    'ridelane.job.kind': kind,
  }
  return runQueuedWork(`job ${kind}`, row.traceContext, attributes, (fail) =>
    runClaimedJob(options, row, kind, fail),
  )
}

async function runClaimedJob(
  options: JobPassOptions,
  row: ScheduledJobRow,
  kind: JobKind,
  fail: (error: unknown) => void,
) {
  const { db, handlers, maxAttempts = 6 } = options
  const log = options.log.child({ jobId: row.id, kind })
  const job = {
    id: row.id,
    kind,
    payload: row.payload,
    attempts: row.attempts,
    lastAttempt: row.attempts >= maxAttempts,
  }
  try {
    await handlers.get(kind)!({ db, log, job })
    // False when the handler finished it itself, or this claim was lost: nothing more to do.
    await finishClaimedJob(db, row)
  } catch (error) {
    fail(error)
    const reason = error instanceof Error ? error.message : String(error)
    const giveUp = row.attempts >= maxAttempts
    await markJobAttemptFailed(
      db,
      row,
      reason,
      giveUp ? null : jobRetryDelaySeconds(row.attempts),
      options.now?.(),
    )
    const about = { err: error, attempts: row.attempts, giveUp }
    if (giveUp) log.error(about, 'scheduled job failed for good')
    else log.warn(about, 'scheduled job failed; it will be retried')
  }
}
