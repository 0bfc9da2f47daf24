import type { FastifyInstance } from 'fastify'
import { loopTimer } from './loop-timer'

export type DrainLoopOptions = {
  /** How long after one drain ends the next one starts. */
  intervalMs: number
  /** Claims and handles one batch; resolves with how many it handled (0 when nothing was due). */
  pass: () => Promise<number>
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
 * call is always seen. The running drain finishes before the app closes. Call it from a plugin
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
        handled = await pass()
      } while (handled >= batchSize && !timer.closing())
    } catch (error) {
      app.log.error({ err: error }, failureMessage)
    }
  }

  function drainNow(): Promise<void> {
    if (running) {
      runAgain = true
      return running
    }
    running = (async () => {
      do {
        runAgain = false
        await drain()
      } while (runAgain && !timer.closing())
    })().finally(() => {
      running = undefined
      timer.scheduleNext()
    })
    return running
  }

  return drainNow
}
