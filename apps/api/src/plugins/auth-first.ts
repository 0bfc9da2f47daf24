import type { onRouteHookHandler, preHandlerAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'

// Who is calling is settled before what they sent is read (issue 30): a guard checks credentials
// only, so it can run before the body and query are validated, and a stranger gets the 401 rather
// than a 400 that spells out the schema of a call they may not make.
const guards = new WeakSet<object>()

/** Marks a preHandler as an authentication or permission check that reads no body or query. */
export function authGuard<T extends preHandlerAsyncHookHandler>(guard: T): T {
  guards.add(guard)
  return guard
}

type Hooks = Parameters<onRouteHookHandler>[0]['preHandler']
const asList = (hooks: Hooks) => (hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : [])

/**
 * Moves every guard a route declares as `preHandler` to the front of its `preValidation`, on every
 * route registered after this plugin (docs/architecture.md#security). Routes keep declaring their
 * guards as they always did; a feature that adds them as a context hook uses `preValidation`.
 */
export const authFirstPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const preHandlers = asList(route.preHandler)
      const moved = preHandlers.filter((hook) => guards.has(hook))
      if (moved.length === 0) return
      route.preHandler = preHandlers.filter((hook) => !guards.has(hook))
      route.preValidation = [...moved, ...asList(route.preValidation)] as never
    })
  },
  { name: 'auth-first' },
)
