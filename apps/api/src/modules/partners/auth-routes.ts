import {
  messageResponseSchema,
  partnerAuthResponseSchema,
  partnerLoginSchema,
  partnerSignupSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { bearerToken, requirePartner } from '../../plugins/partner-auth'
import { logIn } from './log-in'
import { countOrRefuse, type PartnerCounters } from './partner-limits'
import { endSession } from './sessions'
import { signUp } from './sign-up'

export type PartnerAuthRoutesOptions = { counters: PartnerCounters }

/** Sign up, sign in and sign out (docs/product.md#endpoints); registered under /api/v1. */
export const partnerAuthRoutes: FastifyPluginAsyncZod<PartnerAuthRoutesOptions> = async (
  app,
  { counters },
) => {
  app.post(
    '/partners/signup',
    {
      schema: {
        tags: ['partners'],
        summary: 'Create a partner account and sign it in',
        body: partnerSignupSchema,
        response: { 201: successEnvelope(partnerAuthResponseSchema) },
      },
    },
    async (request, reply) => {
      await countOrRefuse(request, counters.signUpsByAddress)
      const token = await signUp(app.db, request.body)
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
}
