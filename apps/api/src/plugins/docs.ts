import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { appVersion } from '../app-paths'

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, served as JSON at /api/v1/openapi.json,
 * with interactive docs at /api/docs. Must be registered before the routes it describes.
 */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ridelane API',
          version: appVersion,
          description:
            'Every response is `{ success: true, data }` or `{ success: false, error }`.',
        },
        components: {
          securitySchemes: {
            // Partner sessions: the token from POST /partners/login or /partners/signup.
            partnerToken: { type: 'http', scheme: 'bearer' },
            // Operator console sessions: the token from POST /ops/sign-in/verify or enrol/confirm.
            operatorToken: { type: 'http', scheme: 'bearer' },
            // Provider portal sessions (modules/provider-accounts).
            providerToken: { type: 'http', scheme: 'bearer' },
            // The secret POST /bookings returns; reading, changing or completing a booking needs it.
            bookingToken: { type: 'apiKey', in: 'header', name: 'X-Booking-Token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The Swagger UI bundle runs under the app's policy as is: its scripts and styles are
      // same-origin files, its inline styles are allowed, and it never calls the online validator.
      validatorUrl: false,
    })
    app.get('/api/v1/openapi.json', { schema: { hide: true } }, () => app.swagger())
  },
  { name: 'docs', dependencies: ['security'] },
)
