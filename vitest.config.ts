import { defineConfig } from 'vitest/config'

// One Vitest run covers every workspace; each workspace has its own project config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api/vitest.config.ts', 'apps/web'],
  },
})
