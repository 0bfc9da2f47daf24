import type { FastifyInstance } from 'fastify'

export type DrainLoopOptions = {
  /** How long after one drain ends the next one starts. */
  intervalMs: number
  /** Claims and handles one batch; resolves with how many it handled (0 when nothing was due). */
  pass(): Promise<number>
  failureMessage: string
}

/**
 * A table drained in batches by every API process, from when the app is ready until it closes
 * (the mail outbox's loop, for scheduled jobs and text messages): batches follow each other
 * while there is work, then the next drain starts `intervalMs` later. Returns drainNow, which
 * starts a drain at once; called while one runs, it waits for another pass after it, so work
 * committed before the call is always seen. The running drain finishes before the app closes.
 * Call it from a plugin registered after the database plugin, so its close runs first.
 */
export function drainLoop(
  app: FastifyInstance,
  { intervalMs, pass, failureMessage }: DrainLoopOptions,
): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let runAgain = false
  let stopped = false

  async function drain() {
    try {
      let handled: number
      do {
        handled = await pass()
      } while (handled > 0 && !stopped)
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
      } while (runAgain && !stopped)
    })().finally(() => {
      running = undefined
      scheduleNext()
    })
    return running
  }

  function scheduleNext() {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => void drainNow(), intervalMs)
    timer.unref()
  }

  app.addHook('onReady', async () => scheduleNext())
  app.addHook('onClose', async () => {
    stopped = true
    clearTimeout(timer)
    await running
  })
  return drainNow
}
