import {
  apiKeyCreatedResponseSchema,
  apiKeyCreateSchema,
  apiKeyListResponseSchema,
  apiKeyMessages,
  apiKeyRevokedResponseSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { requirePartnerAdmin, signedInPartner } from '../../plugins/partner-auth'
import { createApiKey, listPartnerApiKeys, revokePartnerApiKey } from './api-keys'

// Any text: an id that is no key reads as not found, as another partner's key does.
const keyParams = z.object({ id: z.string().max(100) })

/**
 * The partner portal's API keys page, under /api/v1: only an admin signed in to the portal
 * manages keys (a key cannot make or revoke keys). Nothing takes a partner id from the request.
 */
export const partnerApiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation, so a stranger meets the 401 first (plugins/auth-first.ts).
  app.addHook('preValidation', requirePartnerAdmin)

  app.get(
    '/partners/api-keys',
    {
      schema: {
        tags: ['partners'],
        summary: "The partner's API keys, newest first (never the keys themselves)",
        response: { 200: successEnvelope(apiKeyListResponseSchema) },
      },
    },
    async (request) =>
      ok({ api_keys: await listPartnerApiKeys(app.db, signedInPartner(request).id) }),
  )

  app.post(
    '/partners/api-keys',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['partners'],
        summary: 'Create an API key; the answer holds the whole key, shown this once',
        description:
          'A test key needs a confirmed email and a live key an approved account; otherwise 403 ' +
          'with the reason. A test key’s bookings are sandbox bookings (docs/api.md).',
        body: apiKeyCreateSchema,
        response: { 201: successEnvelope(apiKeyCreatedResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(ok(await createApiKey(app.db, signedInPartner(request), request.body))),
  )

  app.post(
    '/partners/api-keys/:id/revoke',
    {
      schema: {
        tags: ['partners'],
        summary: 'Revoke an API key: calls made with it are refused from now on',
        params: keyParams,
        response: { 200: successEnvelope(apiKeyRevokedResponseSchema) },
      },
    },
    async (request) => {
      const partnerId = signedInPartner(request).id
      const apiKey = await revokePartnerApiKey(app.db, partnerId, request.params.id)
      return ok({ message: apiKeyMessages.revoked, api_key: apiKey })
    },
  )
}
