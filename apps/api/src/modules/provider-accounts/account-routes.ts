import {
  DomainError,
  messageResponseSchema,
  providerAccountMessages as m,
  providerMeSchema,
  providerTotpCodeBodySchema,
  providerTotpEnrolmentSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { requireProviderUser, signedInProviderUser } from '../../plugins/provider-auth'
import type { ProviderCounters } from './provider-limits'
import { findProvider, findProviderUserById } from './repository'
import { confirmTotpEnrolment, removeTotp, startTotpEnrolment } from './two-factor'

const tags = ['provider portal']
const security = [{ providerToken: [] }]
const messageResponse = { 200: successEnvelope(messageResponseSchema) }

/** The signed-in provider user's own account; registered under /api/v1. */
export const providerAccountRoutes: FastifyPluginAsyncZod<{ counters: ProviderCounters }> = async (
  app,
  { counters },
) => {
  app.get(
    '/provider/me',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security,
        summary: 'The signed-in user and their provider',
        response: { 200: successEnvelope(providerMeSchema) },
      },
    },
    async (request) => {
      const { id, providerId } = signedInProviderUser(request)
      const [user, provider] = await Promise.all([
        findProviderUserById(app.db, id),
        findProvider(app.db, providerId),
      ])
      if (!user || !provider) throw new DomainError('UNAUTHORIZED', m.sessionRequired)
      return ok({
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          two_factor_enabled: user.totpEnabled,
        },
        provider: { id: provider.id, name: provider.name },
      })
    },
  )

  app.post(
    '/provider/two-factor',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security,
        summary: 'Start setting up an authenticator app: a new secret and its QR code',
        response: { 200: successEnvelope(providerTotpEnrolmentSchema) },
      },
    },
    async (request) => ok(await startTotpEnrolment(app.db, signedInProviderUser(request).id)),
  )

  app.post(
    '/provider/two-factor/confirm',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in on with a first code from the app',
        body: providerTotpCodeBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      const { id } = signedInProviderUser(request)
      await confirmTotpEnrolment(app.db, counters, request, id, request.body.code)
      return ok({ message: m.twoFactorOn })
    },
  )

  app.post(
    '/provider/two-factor/remove',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security,
        summary: 'Turn two-step sign-in off with a current code from the app',
        body: providerTotpCodeBodySchema,
        response: messageResponse,
      },
    },
    async (request) => {
      const { id } = signedInProviderUser(request)
      await removeTotp(app.db, counters, request, id, request.body.code)
      return ok({ message: m.twoFactorOff })
    },
  )
}
