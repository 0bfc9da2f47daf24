import type { FastifyInstance } from 'fastify'

// What SIGTERM does (docs/operations.md#health-and-shutdown): readiness answers 503 at once, the
// app closes (no new connections, requests in flight finish, event streams end with a reconnect
// hint, the queue loops give back what they have not started), and the process exits 0; past the
// deadline it exits 1 with a log line, whatever is still running.

/** The timer the deadline runs on: the system's, or a test's it fires by hand. */
export type ShutdownTimer = {
  start(run: () => void, ms: number): { cancel(): void }
}

export const systemShutdownTimer: ShutdownTimer = {
  start(run, ms) {
    const timer = setTimeout(run, ms)
    // The deadline alone must not keep the process alive.
    timer.unref()
    return { cancel: () => clearTimeout(timer) }
  },
}

export type ShutdownOptions = {
  /** SHUTDOWN_TIMEOUT_MS: how long the close may take. */
  timeoutMs: number
  timer?: ShutdownTimer
}

/** Drains and closes the app; resolves with the exit code: 0 closed in time, 1 otherwise. */
export async function shutDown(
  app: FastifyInstance,
  { timeoutMs, timer = systemShutdownTimer }: ShutdownOptions,
): Promise<0 | 1> {
  app.lifecycle.enter('draining')
  app.log.info({ timeoutMs }, 'shutting down: finishing requests in flight')
  let deadline: { cancel(): void } | undefined
  const timedOut = new Promise<1>((resolve) => {
    deadline = timer.start(() => {
      app.log.error({ timeoutMs }, 'shutdown took longer than SHUTDOWN_TIMEOUT_MS; exiting anyway')
      resolve(1)
    }, timeoutMs)
  })
  const closed = app.close().then(
    () => 0 as const,
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed')
      return 1 as const
    },
  )
  const code = await Promise.race([closed, timedOut])
  deadline?.cancel()
  if (code === 0) app.log.info('shut down')
  return code
}
