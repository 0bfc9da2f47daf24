import { setTimeout as sleep } from 'node:timers/promises'
import { setFlagsFromString } from 'node:v8'
import { buildApp } from './app'
import { ConfigError, loadConfig, type AppConfig } from './config'
import { postgresDriver } from './db/client'
import { shutDown } from './lib/shutdown'
import { startTracing } from './observability/tracing'

/**
 * How far V8 lets the heap grow past what survived its last full collection before it collects
 * again. Left to itself it picks up to 4× when collections are cheap, and a server under load
 * (board refreshes, bookings) kept a few hundred megabytes of garbage that a later export or
 * burst then had to sit on; 1.5× keeps resident memory near what is live for a few more,
 * short, mostly concurrent collections (docs/decisions/023-memory-and-serialisation.md).
 */
export const HEAP_GROWING_PERCENT = 50
// A value given on the command line (node --heap-growing-percent=N) wins.
if (!process.execArgv.some((flag) => flag.startsWith('--heap-growing-percent'))) {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    // One line naming the variable, no stack: the operator's next step is to fix the setting.
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

const config = loadConfigOrExit()
// Before the app is built, so its first plugin can be @fastify/otel (docs/operations.md#traces).
const tracing = config.tracing
  ? startTracing({
      ...config.tracing,
      drivers: {
        pg: postgresDriver,
        // Loaded only with REDIS_URL, as the rate limits load it (plugins/rate-limit.ts).
        ioredis: config.redisUrl ? await import('ioredis') : undefined,
      },
    })
  : undefined
const app = buildApp({ config, tracing })

/** Sends the spans still held, giving up after a second so a lost collector never holds the exit. */
async function flushTraces() {
  if (!tracing) return
  await Promise.race([tracing.shutdown().catch(() => {}), sleep(1000, undefined, { ref: false })])
}

let shuttingDown = false
async function stop(signal: NodeJS.Signals) {
  if (shuttingDown) return
  shuttingDown = true
  app.log.info({ signal }, 'signal received')
  // A stuck request must not keep the process alive forever: past the deadline it exits 1.
  const code = await shutDown(app, { timeoutMs: config.shutdownTimeoutMs })
  await flushTraces()
  process.exit(code)
}

process.once('SIGTERM', (signal) => void stop(signal))
process.once('SIGINT', (signal) => void stop(signal))

try {
  await app.listen({ port: config.port, host: config.host })
  app.log.info(`Ridelane is ready at ${config.appBaseUrl}`)
} catch (error) {
  app.log.fatal({ err: error }, 'could not start')
  await app.close().catch(() => {})
  await flushTraces()
  process.exit(1)
}
