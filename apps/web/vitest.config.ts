import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'
import { linguiPlugins } from './vite.config.ts'

/**
 * Test files that run in plain worker threads (the `web-threads` project,
 * vitest.threads.config.ts) rather than the VM pool: the one that loads recharts, whose
 * redux-toolkit dependency the VM pool loads as CommonJS, and the hydration test, whose
 * suspending renders once failed there on a busy machine and never in threads.
 */
export const threadTests = [
  'src/features/ops/overview/ops-overview.test.tsx',
  'src/prerender/hydration.test.tsx',
]

export default defineProject({
  plugins: linguiPlugins(),
  // Vitest bundles no dependencies for these tests; its scan for them would meet Lingui's macros
  // before they are compiled (and stop with an error message).
  optimizeDeps: { noDiscovery: true },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Vitest's default on two cores is one worker; these files are CPU work, so one per core.
    maxWorkers: 2,
    // Each file still gets its own modules (many mock one with vi.mock), but in a VM context of
    // a long-lived worker instead of a fresh worker: the suite took 66 s here instead of 110 s
    // (docs/decisions/032-test-time.md).
    pool: 'vmThreads',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: threadTests,
  },
})
