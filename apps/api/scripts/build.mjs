// Bundles the API into dist/server.js (options in build-options.mjs). The bundle finds the
// committed migrations at ../drizzle, beside dist/ (see src/app-paths.ts).
import { rm } from 'node:fs/promises'
import { build } from 'esbuild'
import { apiDir, serverBuildOptions } from './build-options.mjs'

await rm(new URL('dist', apiDir), { recursive: true, force: true })
await build(await serverBuildOptions())
