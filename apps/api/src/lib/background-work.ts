import type { FastifyBaseLogger } from 'fastify'

/** Work started after a response has gone out; the app waits for it before closing. */
export function createBackgroundWork(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>()
  return {
    run(task: () => Promise<void>) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'background work failed'))
        .finally(() => running.delete(done))
      running.add(done)
    },
    async settle() {
      await Promise.allSettled([...running])
    },
  }
}
export type BackgroundWork = ReturnType<typeof createBackgroundWork>
