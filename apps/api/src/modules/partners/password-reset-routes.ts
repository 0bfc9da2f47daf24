import {
  messageResponseSchema,
  partnerMessages,
  requestPasswordResetSchema,
  resetPasswordSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import type { BackgroundWork } from '../../lib/background-work'
import { countOrRefuse, type PartnerCounters } from './partner-limits'
import { sendPasswordResetLink } from './request-password-reset'
import { resetPassword } from './reset-password'

export type PasswordResetRoutesOptions = {
  counters: PartnerCounters
  background: BackgroundWork
  appBaseUrl: string
}

/** Forgotten password (docs/product.md#endpoints); registered under /api/v1. */
export const passwordResetRoutes: FastifyPluginAsyncZod<PasswordResetRoutesOptions> = async (
  app,
  { counters, background, appBaseUrl },
) => {
  app.post(
    '/partners/request-password-reset',
    {
      schema: {
        tags: ['partners'],
        summary: 'Email a reset link, if an account has this email',
        description: 'The answer is the same whether or not the account exists.',
        body: requestPasswordResetSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await countOrRefuse(
        request,
        counters.resetRequestsByEmailAndAddress,
        counters.resetRequestsByAddress,
      )
      // Past the mail cap the answer stays the same and no mail goes out: the links mailed in
      // the last quarter hour still work, so an owner whose inbox was flooded can use one.
      const mailCapReached = await counters.resetMailsByEmail.add(request)
      if (!mailCapReached) {
        const { email } = request.body
        const deliverMail = () => app.mailOutbox.deliverNow()
        background.run(() => sendPasswordResetLink({ db: app.db, appBaseUrl, deliverMail }, email))
      }
      return ok({ message: partnerMessages.resetLinkSent })
    },
  )

  app.post(
    '/partners/reset-password',
    {
      schema: {
        tags: ['partners'],
        summary: 'Set a new password with the token from the reset link',
        body: resetPasswordSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await countOrRefuse(request, counters.resetAttemptsByAddress)
      await resetPassword(app.db, request.body)
      return ok({ message: partnerMessages.passwordResetDone })
    },
  )
}
