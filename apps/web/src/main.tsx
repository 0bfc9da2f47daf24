import './styles.css'
import { afterNextPaint } from './lib/next-task'

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined
}

// The site's CSP forbids eval. Unless told to run jitless before its first schema is built, zod
// probes for eval with `new Function`, and the browser reports each blocked probe as a CSP
// violation (validation works the same either way). zod keeps its configuration in this global
// (what `z.config` writes to), so it is set here without loading any of zod's code.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
})

/**
 * The entry point, kept to almost nothing. A public page arrives prerendered
 * (docs/decisions/006-prerendering.md); the browser paints it first, and only then does the app's
 * code load and take the page over (app/start.tsx), so the first paint never waits for it.
 */
function afterFirstPaint(): Promise<void> {
  const root = document.getElementById('root')
  if (!root?.hasChildNodes()) return Promise.resolve()
  return afterNextPaint()
}

// React first, then the app: each chunk's code runs in a task of its own, so no single task
// holds the main thread long enough to delay a tap or a key press.
void afterFirstPaint()
  .then(() => import('react-dom/client'))
  .then(() => import('./app/start'))
