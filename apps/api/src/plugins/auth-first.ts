import type {
  FastifyReply,
  FastifyRequest,
  onRouteHookHandler,
  preHandlerAsyncHookHandler,
  preParsingAsyncHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'

// Who is calling is settled before what they sent is read (issue 30): a guard checks credentials
// only, so it runs before the body is even parsed, and a stranger gets the 401 rather than a 400
// that spells out the schema of a call they may not make, or says their JSON was broken.
const guards = new WeakSet<object>()

/** Marks a preHandler as an authentication or permission check that reads no body or query. */
export function authGuard<T extends preHandlerAsyncHookHandler>(guard: T): T {
  guards.add(guard)
  return guard
}

/**
 * A guard as a `preParsing` hook: it runs once the route is known and before the body is read,
 * handing the body on untouched. For a guard a feature adds to a whole context:
 * `app.addHook('preParsing', beforeBody(requirePartner))`.
 */
export function beforeBody(
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): preParsingAsyncHookHandler {
  return async (request, reply, payload) => {
    await guard(request, reply)
    return payload
  }
}

type Hooks = Parameters<onRouteHookHandler>[0]['preHandler']
const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks ? (Array.isArray(hooks) ? hooks : [hooks]) : []

/**
 * Moves every guard a route declares as `preHandler` to the front of its `preParsing`, on every
 * route registered after this plugin (docs/architecture.md#security). Routes keep declaring their
 * guards as they always did; a feature that adds them as a context hook uses `beforeBody`.
 */
export const authFirstPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const preHandlers = asList(route.preHandler as Hooks)
      const moved = preHandlers.filter((hook) => guards.has(hook))
      if (moved.length === 0) return
      route.preHandler = preHandlers.filter((hook) => !guards.has(hook))
      const asParsing = moved.map((guard) => beforeBody(guard as preHandlerAsyncHookHandler))
      route.preParsing = [...asParsing, ...asList(route.preParsing)] as never
    })
  },
  { name: 'auth-first' },
)
