import { defineProject, mergeConfig } from 'vitest/config'
import pglite from './vitest.config.ts'

// The same tests against the PostgreSQL server at TEST_DATABASE_URL, one fresh database per app.
export default mergeConfig(
  pglite,
  // Three workers on two cores: these files wait on the PostgreSQL server half the time.
  defineProject({
    test: { name: 'api-postgres', env: { API_TEST_DB: 'postgres' }, maxWorkers: 3 },
  }),
)
