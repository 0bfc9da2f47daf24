import {
  DomainError,
  messageResponseSchema,
  successEnvelope,
  webhookEndpointCreateSchema,
  webhookEndpointSchema,
  webhookEndpointsResponseSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
  webhookLogResponseSchema,
  webhookMessages as m,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { requestCounter } from '../../lib/request-counter'
import { requirePartnerAdmin, signedInPartner } from '../../plugins/partner-auth'
import { webhookDeliveryHandler } from './deliver-webhook'
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  redeliverWebhookEvent,
  rollWebhookSecret,
  setWebhookEndpointEnabled,
  webhookDeliveryLog,
} from './manage-endpoints'

export type WebhooksModuleOptions = { allowPrivate: boolean }

const endpointParams = z.object({ id: z.string().max(64) })
const eventParams = z.object({ id: z.string().max(64), eventId: z.string().max(64) })
const tags = ['partner webhooks']
const access =
  'A partner admin signed in to the portal: 401 without a session, 403 for a booker or an API ' +
  'key, 404 for an endpoint of another account.'

/**
 * A partner's webhook endpoints and their delivery log (docs/webhooks.md), under /api/v1, and
 * the `webhook_delivery` job that posts the events.
 */
export const webhooksModule: FastifyPluginAsyncZod<WebhooksModuleOptions> = async (
  app,
  options,
) => {
  app.jobs.handle('webhook_delivery', webhookDeliveryHandler(options))
  // Each redelivery is an outgoing request on the partner's say-so: a few a minute per account.
  const redeliveries = requestCounter(app, {
    max: 10,
    windowMs: 60_000,
    keyOf: (request) => `webhook-redeliver:${request.partner?.id ?? request.ip}`,
  })

  // This plugin's own context: the guard covers these routes only.
  // Before validation, so a stranger meets the 401 first (plugins/auth-first.ts).
  app.addHook('preValidation', requirePartnerAdmin)

  app.get(
    '/partners/webhooks',
    {
      schema: {
        tags,
        summary: 'The webhook endpoints',
        description: access,
        response: { 200: successEnvelope(webhookEndpointsResponseSchema) },
      },
    },
    async (request) => ok(await listWebhookEndpoints(app.db, signedInPartner(request).id)),
  )

  app.post(
    '/partners/webhooks',
    {
      schema: {
        tags,
        summary: 'Add an endpoint; the answer holds its signing secret, shown this once',
        description: `${access} The address must lead to a public host (400 otherwise).`,
        body: webhookEndpointCreateSchema,
        response: { 201: successEnvelope(webhookEndpointWithSecretSchema) },
      },
    },
    async (request, reply) => {
      const partnerId = signedInPartner(request).id
      const created = await createWebhookEndpoint(app.db, partnerId, request.body, options)
      return reply.code(201).send(ok(created))
    },
  )

  app.patch(
    '/partners/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Switch an endpoint off or on',
        description: access,
        params: endpointParams,
        body: webhookEndpointUpdateSchema,
        response: { 200: successEnvelope(z.object({ endpoint: webhookEndpointSchema })) },
      },
    },
    async (request) => {
      const partnerId = signedInPartner(request).id
      const { id } = request.params
      const endpoint = await setWebhookEndpointEnabled(
        app.db,
        partnerId,
        id,
        request.body.enabled,
        options,
      )
      return ok({ endpoint })
    },
  )

  app.delete(
    '/partners/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete an endpoint and its delivery log',
        description: access,
        params: endpointParams,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await deleteWebhookEndpoint(app.db, signedInPartner(request).id, request.params.id)
      return ok({ message: m.deleted })
    },
  )

  app.post(
    '/partners/webhooks/:id/roll-secret',
    {
      schema: {
        tags,
        summary: 'Replace the signing secret; the answer holds the new one, shown this once',
        description: access,
        params: endpointParams,
        response: { 200: successEnvelope(webhookEndpointWithSecretSchema) },
      },
    },
    async (request) =>
      ok(await rollWebhookSecret(app.db, signedInPartner(request).id, request.params.id)),
  )

  app.get(
    '/partners/webhooks/:id/events',
    {
      schema: {
        tags,
        summary: 'The delivery log: the newest events and every attempt to deliver them',
        description: access,
        params: endpointParams,
        response: { 200: successEnvelope(webhookLogResponseSchema) },
      },
    },
    async (request) =>
      ok(await webhookDeliveryLog(app.db, signedInPartner(request).id, request.params.id)),
  )

  app.post(
    '/partners/webhooks/:id/events/:eventId/redeliver',
    {
      schema: {
        tags,
        summary: 'Send an event to the endpoint again, now',
        description: `${access} At most 10 a minute per account (429).`,
        params: eventParams,
        response: { 202: successEnvelope(messageResponseSchema) },
      },
    },
    async (request, reply) => {
      if (await redeliveries.add(request)) {
        throw new DomainError('TOO_MANY_REQUESTS', m.tooManyRedeliveries)
      }
      const { id, eventId } = request.params
      await redeliverWebhookEvent(app.db, signedInPartner(request).id, id, eventId)
      void app.jobs.runDueNow()
      return reply.code(202).send(ok({ message: m.redeliveryQueued }))
    },
  )
}
