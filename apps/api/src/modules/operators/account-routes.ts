import {
  DomainError,
  messageResponseSchema,
  OPERATOR_SESSION_IDLE_MS,
  operatorAccountChangeSchema,
  operatorAccountSchema,
  operatorIdParamsSchema,
  operatorMeSchema,
  operatorMessages,
  operatorSessionListSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { isUuid } from '../../lib/uuid'
import { changeOwnAccount } from './manage-operators'
import { endOwnSession } from './operator-sessions'
import { operatorView, sessionView } from './operator-views'
import { findOperatorById, listLiveSessions, revokeSession } from './repository'

const tags = ['operators']

/** The signed-in operator's own account and sessions; any role. Registered under /api/v1. */
export const operatorAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireOperator()
  const security = [{ operatorToken: [] }]

  app.get(
    '/ops/me',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The signed-in operator',
        response: { 200: successEnvelope(operatorMeSchema) },
      },
    },
    async (request) => {
      const { id, email, role } = signedInOperator(request)
      return ok({ operator: { id, email, role } })
    },
  )

  app.get(
    '/ops/account',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'The signed-in operator’s account, with their phone and duty',
        response: { 200: successEnvelope(operatorAccountSchema) },
      },
    },
    async (request) => {
      const row = await findOperatorById(app.db, signedInOperator(request).id)
      if (!row) throw new DomainError('NOT_FOUND', operatorMessages.operatorNotFound)
      return ok({ operator: operatorView(row) })
    },
  )

  app.patch(
    '/ops/account',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Change your own mobile phone or go on or off duty',
        description:
          'The phone is a mobile with its country code (E.164 once stored; blank or null ' +
          'removes it). Admins on duty get the mail and the text when automatic dispatch ' +
          'gives up on a ride. Audited as `operator.update`.',
        body: operatorAccountChangeSchema,
        response: { 200: successEnvelope(operatorAccountSchema) },
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      const updated = await changeOwnAccount(app.db, operator.id, request.body)
      return ok({ operator: operatorView(updated) })
    },
  )

  app.post(
    '/ops/sign-out',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Sign out: this session token stops working',
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      await revokeSession(app.db, operator.id, operator.sessionId)
      return ok({ message: operatorMessages.signedOut })
    },
  )

  app.get(
    '/ops/sessions',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "The operator's live sessions, most recently used first",
        response: { 200: successEnvelope(operatorSessionListSchema) },
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      const rows = await listLiveSessions(app.db, operator.id, OPERATOR_SESSION_IDLE_MS)
      return ok({ sessions: rows.map((row) => sessionView(row, operator.sessionId)) })
    },
  )

  app.delete(
    '/ops/sessions/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'End one of your own sessions',
        params: operatorIdParamsSchema,
        response: { 200: successEnvelope(messageResponseSchema) },
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      const { id } = request.params
      if (!isUuid(id) || !(await endOwnSession(app.db, operator.id, id))) {
        throw new DomainError('NOT_FOUND', operatorMessages.sessionNotFound)
      }
      return ok({ message: operatorMessages.sessionEnded })
    },
  )
}
