import fp from 'fastify-plugin'

// The API's families whose answers carry a secret (a session token, a booking or job token, a
// key, an authenticator secret) or someone's personal data: no browser, proxy or shared cache may
// keep a copy (issue 30). Decided here once rather than route by route, so a new route of these
// families is covered without remembering to.
const PRIVATE_PREFIXES = [
  '/api/v1/ops/',
  '/api/v1/partners/',
  '/api/v1/provider/',
  '/api/v1/driver/',
  '/api/v1/rides',
  '/api/v1/bookings',
]

/** `Cache-Control: no-store` on those families, and on any answer to a call with credentials. */
export const privateAnswersPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      const path = request.routeOptions.url ?? request.url
      const isPrivate =
        request.headers.authorization !== undefined ||
        PRIVATE_PREFIXES.some((prefix) => path.startsWith(prefix))
      if (isPrivate) reply.header('cache-control', 'no-store')
    })
  },
  { name: 'private-answers' },
)
