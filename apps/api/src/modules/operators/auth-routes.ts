import {
  messageResponseSchema,
  operatorConfirmEnrolmentSchema,
  operatorEnrolledResponseSchema,
  operatorEnrolmentSchema,
  operatorEnrolSchema,
  operatorMessages,
  operatorSetPasswordSchema,
  operatorSignInSchema,
  operatorSignInStepSchema,
  operatorTokenResponseSchema,
  operatorVerifySchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { confirmEnrolment, startEnrolment } from './enrolment'
import { countOrRefuse, type OperatorCounters } from './operator-limits'
import { setPassword } from './password-links'
import { verifySecondFactor } from './second-factor'
import { checkPassword } from './sign-in'

export type OperatorAuthRoutesOptions = { counters: OperatorCounters }

const tags = ['operators']

/** Setting a password from a link, and two-step sign-in; registered under /api/v1. */
export const operatorAuthRoutes: FastifyPluginAsyncZod<OperatorAuthRoutesOptions> = async (
  app,
  { counters },
) => {
  app.post(
    '/ops/set-password',
    {
      schema: {
        tags,
        summary: 'Choose a password with the token from an invitation or create-admin link',
        body: operatorSetPasswordSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      await countOrRefuse(request, counters.setPasswordByAddress)
      await setPassword(app.db, request.body)
      return ok({ message: operatorMessages.passwordSet })
    },
  )

  app.post(
    '/ops/sign-in',
    {
      schema: {
        tags,
        summary: 'Step one: email and password, for a ticket to the second step',
        description:
          'Answers the same 401 for an unknown email, a wrong password and a disabled operator.',
        body: operatorSignInSchema,
        response: { 200: successEnvelope(operatorSignInStepSchema) },
      },
    },
    async (request) => ok(await checkPassword(app.db, counters, request, request.body)),
  )

  app.post(
    '/ops/sign-in/verify',
    {
      schema: {
        tags,
        summary: 'Step two: a code from the authenticator app or a recovery code',
        body: operatorVerifySchema,
        response: { 200: successEnvelope(operatorTokenResponseSchema) },
      },
    },
    async (request) =>
      ok({ token: await verifySecondFactor(app.db, counters, request, request.body) }),
  )

  app.post(
    '/ops/sign-in/enrol',
    {
      schema: {
        tags,
        summary: 'First sign-in: a new authenticator secret and its QR code',
        body: operatorEnrolSchema,
        response: { 200: successEnvelope(operatorEnrolmentSchema) },
      },
    },
    async (request) => ok(await startEnrolment(app.db, request.body.ticket)),
  )

  app.post(
    '/ops/sign-in/enrol/confirm',
    {
      schema: {
        tags,
        summary: 'First sign-in: confirm the app with a code; returns recovery codes once',
        body: operatorConfirmEnrolmentSchema,
        response: { 200: successEnvelope(operatorEnrolledResponseSchema) },
      },
    },
    async (request) => ok(await confirmEnrolment(app.db, counters, request, request.body)),
  )
}
