import { defineConfig } from 'vitest/config'

// One Vitest run covers every workspace; each workspace has its own project config.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/api/vitest.config.ts',
      // The API's tests again on a real PostgreSQL server, when one is offered.
      ...(process.env.TEST_DATABASE_URL ? ['apps/api/vitest.postgres.config.ts'] : []),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.threads.config.ts',
    ],
  },
})
