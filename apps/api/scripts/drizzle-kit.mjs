// Runs drizzle-kit so that it finds this workspace's drizzle-orm. npm installs drizzle-orm under
// apps/api/node_modules while drizzle-kit is hoisted to the root, where its own `require` and
// `import` of drizzle-orm would otherwise fail ("Please install latest version of drizzle-orm").
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const drizzleKitBin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs')
const apiNodeModules = fileURLToPath(new URL('../node_modules', import.meta.url))
const resolveHook = new URL('./drizzle-orm-resolve-hook.mjs', import.meta.url).href
const registerHook = `data:text/javascript,import { register } from 'node:module'; register(${JSON.stringify(resolveHook)})`

const result = spawnSync(
  process.execPath,
  ['--import', registerHook, drizzleKitBin, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, NODE_PATH: apiNodeModules } },
)
process.exit(result.status ?? 1)
