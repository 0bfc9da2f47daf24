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
            // A partner's API key (rl_live_… or rl_test_…), made at /partner/api-keys (docs/api.md).
            partnerApiKey: {
              type: 'http',
              scheme: 'bearer',
              description: 'A partner API key, rl_live_… or rl_test_…, limited to its scopes.',
            },
            // Operator console sessions: the token from POST /ops/sign-in/verify or enrol/confirm.
            operatorToken: { type: 'http', scheme: 'bearer' },
            // Provider portal sessions: the token from POST /provider/sign-in or its code step.
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
