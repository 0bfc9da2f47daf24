import { defineProject } from 'vitest/config'

// The API's tests on an embedded PGlite database; vitest.postgres.config.ts reruns them on PostgreSQL.
export default defineProject({
  test: {
    name: 'api-pglite',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/support/pglite-snapshot.ts'],
    // Each test app starts its own database: about 0.5 s on PGlite, more on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
})
