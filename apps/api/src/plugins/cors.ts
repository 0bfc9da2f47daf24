import cors from '@fastify/cors'
import { DomainError } from '@ridelane/domain'
import fp from 'fastify-plugin'

/** Headers a cross-origin client of the API may send (bearer tokens, never cookies). */
const allowedHeaders = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Booking-Token',
  'X-Driver-Token',
]

export const crossOriginRefusedMessage = 'Requests from this origin are not allowed.'

/**
 * Cross-origin access to the API for the origins in CORS_ORIGINS only; the web app is served
 * from the API's own origin and needs none. Credentials stay off: partners send bearer tokens.
 * A preflight from any other origin is refused, and no response ever names that origin.
 */
export const corsPlugin = fp(
  async (app, options: { allowedOrigins: readonly string[] }) => {
    const allowed = new Set(options.allowedOrigins)
    const isAllowed = (origin: string | undefined) => origin !== undefined && allowed.has(origin)

    app.addHook('onRequest', async (request) => {
      const isPreflight =
        request.method === 'OPTIONS' &&
        request.headers['access-control-request-method'] !== undefined
      if (isPreflight && !isAllowed(request.headers.origin)) {
        throw new DomainError('FORBIDDEN', crossOriginRefusedMessage)
      }
    })
    await app.register(cors, {
      origin: (origin, callback) => callback(null, isAllowed(origin) ? origin! : false),
      credentials: false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders,
      exposedHeaders: ['X-Request-Id'],
      maxAge: 600,
    })
  },
  { name: 'cors', dependencies: ['errors'] },
)
