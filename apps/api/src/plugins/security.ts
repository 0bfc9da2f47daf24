import helmet from 'helmet'
import fp from 'fastify-plugin'
import { languageOfPath } from '@ridelane/domain'

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
 * Where Stripe's own code runs when payments go through Stripe: its script, the Payment Element's
 * frames, and the calls that script makes (docs/decisions/025-stripe-adapter.md). Nothing of
 * Stripe's is allowed while the offline sandbox takes payments.
 */
export const stripeSources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
}

/**
 * The content security policy for this server: the app's own, plus Stripe's when it is used, plus
 * the ride map's tile host for images when MAP_TILE_URL names one (docs/decisions/041-ride-map.md).
 * An https host is already covered by 'https:'; naming it also lets a plain-http tile server in.
 */
export function policyDirectives(options: {
  stripe: boolean
  mapTileUrl?: string
}): Record<string, string[]> {
  const tileHost = options.mapTileUrl ? new URL(options.mapTileUrl).origin : undefined
  const base = tileHost
    ? { ...contentSecurityPolicy, 'img-src': [...contentSecurityPolicy['img-src'], tileHost] }
    : contentSecurityPolicy
  if (!options.stripe) return base
  return {
    ...base,
    'script-src': [...contentSecurityPolicy['script-src'], ...stripeSources['script-src']],
    'frame-src': ["'self'", ...stripeSources['frame-src']],
    'connect-src': [...contentSecurityPolicy['connect-src'], ...stripeSources['connect-src']],
  }
}

export type SecurityOptions = { stripe?: boolean; mapTileUrl?: string }

export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    // Helmet's headers from one middleware built here. (@fastify/helmet, used before, built
    // Helmet's whole middleware, parsing the policy again, on every request: 7 % of a price
    // calculation's CPU.)
    const helmetHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: policyDirectives({
          stripe: options.stripe ?? false,
          mapTileUrl: options.mapTileUrl,
        }),
      },
      frameguard: { action: 'deny' },
    })
    // Stripe's Payment Element offers wallets through the Payment Request API in its frames.
    const features = options.stripe
      ? permissionsPolicy.replace('payment=()', 'payment=(self "https://js.stripe.com")')
      : permissionsPolicy
    // The driver's job page shares the phone's position, with the driver's consent (issue 15).
    const driverFeatures = features.replace('geolocation=()', 'geolocation=(self)')
    app.addHook('onRequest', (request, reply, done) => {
      // The job page in any language (/driver/jobs, /hi/driver/jobs/…).
      const { path: pagePath } = languageOfPath(request.url)
      const driverPage = pagePath === '/driver/jobs' || pagePath.startsWith('/driver/jobs/')
      reply.header('permissions-policy', driverPage ? driverFeatures : features)
      helmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
    })
  },
  { name: 'security' },
)
