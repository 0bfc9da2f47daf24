import { defineProject, mergeConfig } from 'vitest/config'
import pglite from './vitest.config.ts'

// The same tests against the PostgreSQL server at TEST_DATABASE_URL, one fresh database per app.
export default mergeConfig(
  pglite,
  defineProject({ test: { name: 'api-postgres', env: { API_TEST_DB: 'postgres' } } }),
)
