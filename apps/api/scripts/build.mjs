// Bundles the API into dist/server.js. The workspace package @ridelane/domain ships TypeScript
// source, so it is bundled in; real npm dependencies stay external and load from node_modules.
// The bundle finds the committed migrations at ../drizzle, beside dist/ (see src/app-paths.ts).
import { readFile, rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const apiDir = new URL('..', import.meta.url)
const packageJson = JSON.parse(await readFile(new URL('package.json', apiDir), 'utf8'))
const external = Object.keys(packageJson.dependencies).filter(
  (name) => !name.startsWith('@ridelane/'),
)

await rm(new URL('dist', apiDir), { recursive: true, force: true })
await build({
  absWorkingDir: fileURLToPath(apiDir),
  // The server, and the operators' command line (`node dist/ops-cli.js create-admin EMAIL`).
  entryPoints: ['src/server.ts', 'src/ops-cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'info',
})
