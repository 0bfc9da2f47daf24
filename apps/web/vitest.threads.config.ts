import { defineProject } from 'vitest/config'
import web, { threadTests } from './vitest.config.ts'

// The web tests that run in plain worker threads (see threadTests in vitest.config.ts).
export default defineProject({
  ...web,
  test: { ...web.test, name: 'web-threads', pool: 'threads', include: threadTests, exclude: [] },
})
