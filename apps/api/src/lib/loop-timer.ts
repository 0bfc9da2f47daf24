import type { FastifyInstance } from 'fastify'

export type LoopTimer = {
  /** Starts the next pass `intervalMs` from now, replacing any pass already timed; not once closing. */
  scheduleNext(): void
  /** True from when the process drains (lib/shutdown.ts) or the app starts closing. */
  closing(): boolean
}

/**
 * The timer of a background loop (drainLoop, recurringPass): the first pass is timed when the app
 * is ready; when the app starts closing the timer stops, and the close waits for `running()`, the
 * pass under way if any.
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

  const stop = () => {
    stopped = true
    clearTimeout(timer)
  }
  app.addHook('onReady', async () => scheduleNext())
  // From the moment the app starts closing (SIGTERM), while requests in flight still finish: a
  // loop claims nothing more, and a pass under way gives back what it has not started
  // (docs/operations.md#health-and-shutdown).
  app.addHook('preClose', async () => stop())
  app.addHook('onClose', async () => {
    stop()
    await running()
  })
  // Draining begins as SIGTERM arrives, a moment before close() reaches the preClose hooks.
  const draining = () => app.hasDecorator('lifecycle') && app.lifecycle.phase() === 'draining'
  return { scheduleNext, closing: () => stopped || draining() }
}
