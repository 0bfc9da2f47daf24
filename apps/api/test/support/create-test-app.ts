import path from 'node:path'
import { buildApp, type App, type BuildAppOptions } from '../../src/app'
import { loadConfig, type AppConfig, type DatabaseTarget } from '../../src/config'
import { createTestDatabase } from './test-database'

export type TestAppOptions = {
  /** Environment as the server would read it, e.g. `{ WEB_DIST_DIR: dir }`. */
  env?: Record<string, string>
  /** Use this database instead of a fresh one (e.g. PGlite on a folder, to test a restart). */
  database?: DatabaseTarget
  /** Adjusts the parsed config, e.g. to give the mail loop a short interval. */
  config?: Partial<AppConfig>
  /** Overrides the silent logger, e.g. `{ level: 'info', stream }` to read what the app logs. */
  logger?: BuildAppOptions['logger']
  /** Tracing started by the test (observability/tracing.ts), as server.ts starts it. */
  tracing?: BuildAppOptions['tracing']
  /** Adds test-only routes or plugins before the app becomes ready. */
  configure?: (app: App) => void
}

// Tests never serve the real web build unless they ask for one.
const noWebDist = path.join(import.meta.dirname, 'no-web-dist')

/**
 * Builds the app in-process on a fresh database (see createTestDatabase), ready for `inject`
 * or `listen({ port: 0 })`. `app.close()` also drops the database.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<App> {
  const fresh = options.database ? undefined : await createTestDatabase()
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: noWebDist, ...options.env }),
    ...options.config,
  }
  config.database = options.database ?? fresh!.target

  const app = buildApp({ config, logger: options.logger, tracing: options.tracing })
  // Registered before the app's own plugins load, so it runs after they have closed (LIFO).
  if (fresh) app.addHook('onClose', () => fresh.drop())
  options.configure?.(app)
  try {
    await app.ready()
  } catch (error) {
    await app.close().catch(() => {})
    throw error
  }
  return app
}
