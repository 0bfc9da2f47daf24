import type { FastifyInstance } from 'fastify'
import { loopTimer } from './loop-timer'

export type RecurringPassOptions<Input, Result> = {
  /** How long after one pass ends the next one starts. */
  intervalMs: number
  /** One pass of the work; `input` is what runNow was given (undefined for a scheduled pass). */
  run: (input: Input | undefined) => Promise<Result>
  /** What a failed pass answers, after its error is logged with `failureMessage`. */
  fallback: Result
  failureMessage: string
}

/**
 * Background work every API process repeats from when the app is ready until it closes (the
 * expiry of unpaid bookings, payment reconciliation): one pass at a time, the next one
 * `intervalMs` after it ends, and the last one finished before the app closes. Returns runNow,
 * which starts a pass at once or joins the one running. Call it from the plugin that owns the
 * work, registered after the database plugin so that its close runs while the database is open.
 */
export function recurringPass<Input, Result>(
  app: FastifyInstance,
  { intervalMs, run, fallback, failureMessage }: RecurringPassOptions<Input, Result>,
): (input?: Input) => Promise<Result> {
  let running: Promise<Result> | undefined
  const timer = loopTimer(
    app,
    intervalMs,
    () => void runNow(),
    () => running,
  )

  function runNow(input?: Input): Promise<Result> {
    running ??= run(input)
      .catch((error: unknown) => {
        app.log.error({ err: error }, failureMessage)
        return fallback
      })
      .finally(() => {
        running = undefined
        timer.scheduleNext()
      })
    return running
  }

  return runNow
}
