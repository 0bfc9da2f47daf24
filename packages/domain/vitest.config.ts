import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Pure functions and schemas: files may share modules, one worker per core.
  test: { name: 'domain', environment: 'node', isolate: false, maxWorkers: 2 },
})
