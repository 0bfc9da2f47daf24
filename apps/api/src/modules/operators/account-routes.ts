import {
  DomainError,
  messageResponseSchema,
  OPERATOR_SESSION_IDLE_MS,
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
import { endOwnSession } from './operator-sessions'
import { sessionView } from './operator-views'
import { listLiveSessions, revokeSession } from './repository'

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
