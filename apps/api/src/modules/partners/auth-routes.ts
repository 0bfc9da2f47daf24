import {
  confirmPartnerEmailSchema,
  messageResponseSchema,
  partnerStatusMessages,
  partnerAuthResponseSchema,
  partnerLoginSchema,
  partnerSignupSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { bearerToken } from '../../http/bearer-token'
import { requirePartner, signedInPartner } from '../../plugins/partner-auth'
import { logIn } from './log-in'
import { countOrRefuse, type PartnerCounters } from './partner-limits'
import { confirmEmail, resendConfirmation } from './email-confirmation'
import { endSession } from './sessions'
import { signUp } from './sign-up'

export type PartnerAuthRoutesOptions = { counters: PartnerCounters; appBaseUrl: string }

/** Sign up, sign in and sign out (docs/product.md#endpoints); registered under /api/v1. */
export const partnerAuthRoutes: FastifyPluginAsyncZod<PartnerAuthRoutesOptions> = async (
  app,
  { counters, appBaseUrl },
) => {
  app.post(
    '/partners/signup',
    {
      schema: {
        tags: ['partners'],
        summary: 'Create a partner account, sign it in and mail its confirmation link',
        description:
          'The account books at public prices until its email is confirmed and an operator ' +
          'approves it (docs/decisions/019-partner-approval.md).',
        body: partnerSignupSchema,
        response: { 201: successEnvelope(partnerAuthResponseSchema) },
      },
    },
    async (request, reply) => {
      await countOrRefuse(request, counters.signUpsByAddress)
      const token = await signUp(app.db, request.body, appBaseUrl)
      void app.mailOutbox.deliverNow()
      return reply.code(201).send(ok({ token }))
    },
  )

  app.post(
    '/partners/login',
    {
      schema: {
        tags: ['partners'],
        summary: 'Sign in with email and password',
        body: partnerLoginSchema,
        response: { 200: successEnvelope(partnerAuthResponseSchema) },
      },
    },
    async (request) => ok({ token: await logIn(app.db, counters, request, request.body) }),
  )

  app.post(
    '/partners/logout',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['partners'],
        summary: 'Sign out: the token stops working',
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await endSession(app.db, bearerToken(request)!)
      return ok({ message: 'Signed out' })
    },
  )

  app.post(
    '/partners/confirm-email',
    {
      schema: {
        tags: ['partners'],
        summary: 'Confirm the email with the token from the confirmation link',
        body: confirmPartnerEmailSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await confirmEmail(app.db, request.body.token)
      return ok({ message: partnerStatusMessages.emailConfirmed })
    },
  )

  app.post(
    '/partners/resend-confirmation',
    {
      preHandler: requirePartner,
      schema: {
        tags: ['partners'],
        summary: 'Mail a fresh confirmation link to a partner that has not confirmed yet',
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await countOrRefuse(request, counters.signUpsByAddress)
      await resendConfirmation(app.db, appBaseUrl, signedInPartner(request).id)
      void app.mailOutbox.deliverNow()
      return ok({ message: partnerStatusMessages.confirmLinkSent })
    },
  )
}
