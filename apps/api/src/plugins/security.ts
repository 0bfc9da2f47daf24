import helmet from 'helmet'
import fp from 'fastify-plugin'

/** The policy the built web app runs under; the docs page adjusts it on its own routes only. */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and Tailwind set style attributes at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
}

/**
 * Browser features no page of ours uses, switched off for every document we serve, so a script
 * that slipped in could not reach for them either. Helmet does not set this header.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ')

/**
 * Helmet's headers, built once. (@fastify/helmet, used before, built Helmet's whole middleware,
 * parsing the policy again, on every request: 7 % of a price calculation's CPU.)
 */
const helmetHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  frameguard: { action: 'deny' },
})

export const securityPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', permissionsPolicy)
      helmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
    })
  },
  { name: 'security' },
)
