import type { FastifyInstance } from 'fastify'
import { loopTimer } from './loop-timer'
import { outsideAnyWork } from './work-context'

export type DrainLoopOptions = {
  /** How long after one drain ends the next one starts. */
  intervalMs: number
  /**
   * Claims and handles one batch; resolves with how many it claimed (0 when nothing was due).
   * Once `stopping()` is true (the app is closing) it should start nothing more of its batch and
   * release the rest of its claims, so another process takes them at once.
   */
  pass: (stopping: () => boolean) => Promise<number>
  failureMessage: string
  /**
   * The most one pass claims. A pass that handled fewer found nothing else due, so the drain
   * ends there instead of asking again (anything committed since comes with its own drainNow
   * call, or the next tick). Unset, a drain ends only on a pass that handled nothing.
   */
  batchSize?: number
}

/**
 * A table drained in batches by every API process, from when the app is ready until it closes
 * (the mail outbox, scheduled jobs, text messages): batches follow each other while there is
 * work, then the next drain starts `intervalMs` later. Returns drainNow, which starts a drain at
 * once; called while one runs, it waits for another pass after it, so work committed before the
 * call is always seen. From when the app starts closing it starts no drain, and the running one
 * finishes (releasing what its pass has not started) before the app closes. Call it from a plugin
 * registered after the database plugin, so its close runs first.
 */
export function drainLoop(
  app: FastifyInstance,
  { intervalMs, pass, failureMessage, batchSize = 1 }: DrainLoopOptions,
): () => Promise<void> {
  let running: Promise<void> | undefined
  let runAgain = false
  const timer = loopTimer(
    app,
    intervalMs,
    () => void drainNow(),
    () => running,
  )

  async function drain() {
    try {
      let handled: number
      do {
        handled = await pass(() => timer.closing())
      } while (handled >= batchSize && !timer.closing())
    } catch (error) {
      app.log.error({ err: error }, failureMessage)
    }
  }

  function drainNow(): Promise<void> {
    // Closing: what is due now is left for the other processes (or the next start) to claim.
    if (timer.closing()) return running ?? Promise.resolve()
    if (running) {
      runAgain = true
      return running
    }
    // Each item runs in the trace of the work that queued it; the drain itself belongs to none,
    // though a request may start it (docs/operations.md#traces).
    running = outsideAnyWork(() =>
      (async () => {
        do {
          runAgain = false
          await drain()
        } while (runAgain && !timer.closing())
      })().finally(() => {
        running = undefined
        timer.scheduleNext()
      }),
    )
    return running
  }

  return drainNow
}
