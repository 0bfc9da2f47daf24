import {
  messageResponseSchema,
  providerAccountMessages as m,
  providerForgotPasswordSchema,
  providerSetPasswordSchema,
  providerSignInCodeSchema,
  providerSignInResultSchema,
  providerSignInSchema,
  providerTokenResponseSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import type { BackgroundWork } from '../../lib/background-work'
import { hashSecretToken } from '../../lib/secret-token'
import { bearerToken } from '../../http/bearer-token'
import { requireProviderUser } from '../../plugins/provider-auth'
import { sendResetLink, setPassword } from './password-links'
import { countOrRefuse, type ProviderCounters } from './provider-limits'
import { endProviderSession } from './session-repository'
import { checkCode, checkPassword } from './sign-in'

export type ProviderAuthRoutesOptions = {
  counters: ProviderCounters
  background: BackgroundWork
  appBaseUrl: string
}

const tags = ['provider portal']
const messageResponse = { 200: successEnvelope(messageResponseSchema) }

/** Set a password, sign in and out, forgotten password; registered under /api/v1. */
export const providerAuthRoutes: FastifyPluginAsyncZod<ProviderAuthRoutesOptions> = async (
  app,
  { counters, background, appBaseUrl },
) => {
  app.post(
    '/provider/password',
    {
      schema: {
        tags,
        summary: 'Set the password with the token from an invitation or reset link',
        description: 'The link works once; every session of the user ends.',
        body: providerSetPasswordSchema,
        response: messageResponse,
      },
    },
    async (request) => {
      await countOrRefuse(request, counters.setPasswordByAddress)
      await setPassword(app.db, request.body)
      return ok({ message: m.passwordSet })
    },
  )

  app.post(
    '/provider/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        description:
          'Answers with a session token, or with a ticket for POST /provider/sign-in/code when ' +
          'the user has turned on an authenticator app.',
        body: providerSignInSchema,
        response: { 200: successEnvelope(providerSignInResultSchema) },
      },
    },
    async (request) => ok(await checkPassword(app.db, counters, request, request.body)),
  )

  app.post(
    '/provider/sign-in/code',
    {
      schema: {
        tags,
        summary: 'Finish signing in with the ticket and a code from the authenticator app',
        body: providerSignInCodeSchema,
        response: { 200: successEnvelope(providerTokenResponseSchema) },
      },
    },
    async (request) => ok({ token: await checkCode(app.db, counters, request, request.body) }),
  )

  app.post(
    '/provider/sign-out',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security: [{ providerToken: [] }],
        summary: 'Sign out: the token stops working',
        response: messageResponse,
      },
    },
    async (request) => {
      await endProviderSession(app.db, hashSecretToken(bearerToken(request)!))
      return ok({ message: m.signedOut })
    },
  )

  app.post(
    '/provider/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a link to set a new password, if a portal user has this email',
        description: 'The answer is the same whether or not the user exists.',
        body: providerForgotPasswordSchema,
        response: messageResponse,
      },
    },
    async (request) => {
      await countOrRefuse(
        request,
        counters.resetRequestsByEmailAndAddress,
        counters.resetRequestsByAddress,
      )
      // Past the mail cap the answer stays the same and no mail goes out; links already sent work.
      const mailCapReached = await counters.resetMailsByEmail.add(request)
      if (!mailCapReached) {
        const deliverMail = () => app.mailOutbox.deliverNow()
        const { email } = request.body
        background.run(() => sendResetLink({ db: app.db, appBaseUrl, deliverMail }, email))
      }
      return ok({ message: m.resetLinkSent })
    },
  )
}
