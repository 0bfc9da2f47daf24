import { defineConfig } from 'vitest/config'

// `npm run test:cluster`: two built API processes on one PostgreSQL and one Redis. Not part of
// the api projects, since it needs both servers and apps/api/dist (built when missing).
export default defineConfig({
  test: {
    name: 'api-cluster',
    root: import.meta.dirname,
    include: ['test/cluster/**/*.cluster.ts'],
    environment: 'node',
    // Each file starts its own pair of servers; one file at a time keeps 2 cores for them.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
