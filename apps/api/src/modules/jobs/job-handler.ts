import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import type { JobKind } from './repository'

/** One claimed job, as its handler sees it. */
export type ClaimedJob = {
  id: string
  kind: JobKind
  payload: Record<string, unknown>
  /** 1 on the first try. */
  attempts: number
  /** This try is the last: if it throws, the job is given up (a handler may settle instead). */
  lastAttempt: boolean
}

/**
 * Does one job. It must be safe to run twice (a process may die after the work and before the
 * job is marked done): check the state the work would change, and do nothing when it is done.
 * Throwing retries the job later with backoff.
 */
export type JobHandler = (context: {
  db: Database
  log: FastifyBaseLogger
  job: ClaimedJob
}) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /**
       * Registers the handler of one kind of job; call it from the feature's plugin. A second
       * handler for a kind is refused, unless `replace` says so (tests that stand in their own).
       */
      handle(kind: JobKind, handler: JobHandler, options?: { replace?: boolean }): void
      /** Runs the due jobs now instead of at the next tick (tests, and after scheduling). */
      runDueNow(): Promise<void>
    }
  }
}
