import {
  providerIdParamsSchema,
  providerUserInviteSchema,
  providerUserListSchema,
  providerUserParamsSchema,
  providerUserSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import {
  disableProviderUser,
  enableProviderUser,
  resetProviderUserTwoFactor,
  inviteProviderUser,
  providerUsers,
  resendInvitation,
} from './manage-provider-users'
import { providerUserView } from './provider-user-views'

const tags = ['registry']
const security = [{ operatorToken: [] }]
const userResponse = successEnvelope(z.object({ user: providerUserSchema }))

/**
 * A provider's portal users in the operator console's registry: any operator sees them, only an
 * admin invites, re-invites or disables. Registered under /api/v1.
 */
export const providerUserOpsRoutes: FastifyPluginAsyncZod<{ appBaseUrl: string }> = async (
  app,
  { appBaseUrl },
) => {
  const admin = app.requireOperator('admin')

  app.get(
    '/ops/providers/:id/users',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags,
        security,
        summary: "A provider's portal users",
        params: providerIdParamsSchema,
        response: { 200: successEnvelope(providerUserListSchema) },
      },
    },
    async (request) =>
      ok({ users: (await providerUsers(app.db, request.params.id)).map(providerUserView) }),
  )

  app.post(
    '/ops/providers/:id/users',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Invite a portal user to a provider (admin only)',
        description: 'Mails a set-password link that works once, for three days.',
        params: providerIdParamsSchema,
        body: providerUserInviteSchema,
        response: { 201: userResponse },
      },
    },
    async (request, reply) => {
      const actor = signedInOperator(request)
      const user = await inviteProviderUser(
        app.db,
        actor,
        appBaseUrl,
        request.params.id,
        request.body,
      )
      void app.mailOutbox.deliverNow()
      return reply.code(201).send(ok({ user: providerUserView(user) }))
    },
  )

  app.post(
    '/ops/providers/:id/users/:userId/resend-invitation',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Mail a fresh invitation to a user who has not set a password (admin only)',
        params: providerUserParamsSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { id, userId } = request.params
      const user = await resendInvitation(app.db, signedInOperator(request), appBaseUrl, id, userId)
      void app.mailOutbox.deliverNow()
      return ok({ user: providerUserView(user) })
    },
  )

  app.post(
    '/ops/providers/:id/users/:userId/disable',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Disable a portal user: their sessions end at once (admin only)',
        params: providerUserParamsSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { id, userId } = request.params
      const user = await disableProviderUser(app.db, signedInOperator(request), id, userId)
      return ok({ user: providerUserView(user) })
    },
  )

  app.post(
    '/ops/providers/:id/users/:userId/enable',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Let a disabled portal user sign in again with their password (admin only)',
        params: providerUserParamsSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { id, userId } = request.params
      const user = await enableProviderUser(app.db, signedInOperator(request), id, userId)
      return ok({ user: providerUserView(user) })
    },
  )

  app.post(
    '/ops/providers/:id/users/:userId/reset-two-factor',
    {
      preHandler: admin,
      schema: {
        tags,
        security,
        summary: 'Turn off two-step sign-in for a user who lost their app (admin only)',
        description: 'Ends their sessions and mails them; they sign in with the password alone.',
        params: providerUserParamsSchema,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { id, userId } = request.params
      const user = await resetProviderUserTwoFactor(app.db, signedInOperator(request), id, userId)
      void app.mailOutbox.deliverNow()
      return ok({ user: providerUserView(user) })
    },
  )
}
