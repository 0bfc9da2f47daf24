import type { FastifyInstance } from 'fastify'

export type LoopTimer = {
  /** Starts the next pass `intervalMs` from now, replacing any pass already timed; not once closing. */
  scheduleNext(): void
  /** True from when the app starts closing. */
  closing(): boolean
}

/**
 * The timer of a background loop (drainLoop, recurringPass): the first pass is timed when the app
 * is ready; on close the timer stops and the close waits for `running()`, the pass under way if any.
 */
export function loopTimer(
  app: FastifyInstance,
  intervalMs: number,
  startPass: () => void,
  running: () => Promise<unknown> | undefined,
): LoopTimer {
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  function scheduleNext() {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(startPass, intervalMs)
    timer.unref()
  }

  app.addHook('onReady', async () => scheduleNext())
  app.addHook('onClose', async () => {
    stopped = true
    clearTimeout(timer)
    await running()
  })
  return { scheduleNext, closing: () => stopped }
}
