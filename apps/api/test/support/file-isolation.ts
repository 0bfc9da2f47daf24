import { afterAll, beforeAll, vi } from 'vitest'

// The API's test files share one module graph per worker (`isolate: false` in vitest.config.ts:
// each file importing the whole app again cost more than most files' tests). What a file changes
// of the process's globals must therefore end with it. A fake clock left behind, for one, also
// stops PGlite's now() in the next file, since the embedded database reads JavaScript's Date.
beforeAll(() => {
  vi.useRealTimers()
})
afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
