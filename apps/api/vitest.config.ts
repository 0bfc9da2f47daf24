import { defineProject } from 'vitest/config'

// The API's tests on an embedded PGlite database; vitest.postgres.config.ts reruns them on PostgreSQL.
export default defineProject({
  test: {
    name: 'api-pglite',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/database-templates.ts'],
    // Files share each worker's modules instead of importing the whole app again (about 1.9 s a
    // file, a third of the suite's time); test/support/file-isolation.ts puts back what a file
    // changes of the process's globals. A test file must not mock modules (vi.mock): a module
    // another file loaded first would stay real. Inject behaviour through the app's `configure`.
    isolate: false,
    setupFiles: ['test/support/file-isolation.ts'],
    // One worker per core: PGlite's work is CPU (Vitest's default on two cores is one worker).
    maxWorkers: 2,
    // Each test app starts its own database: about 0.5 s on PGlite, more on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
