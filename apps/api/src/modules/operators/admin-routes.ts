import {
  operatorChangeSchema,
  operatorIdParamsSchema,
  operatorInviteSchema,
  operatorListSchema,
  operatorSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { changeOperator, inviteOperator, resetTwoFactor } from './manage-operators'
import { countOrRefuse, type OperatorCounters } from './operator-limits'
import { operatorView } from './operator-views'
import { listOperators } from './repository'

export type OperatorAdminRoutesOptions = { counters: OperatorCounters; appBaseUrl: string }

const tags = ['operators']
const security = [{ operatorToken: [] }]
const operatorResponse = successEnvelope(z.object({ operator: operatorSchema }))

/** Admin-only management of operator accounts; registered under /api/v1. */
export const operatorAdminRoutes: FastifyPluginAsyncZod<OperatorAdminRoutesOptions> = async (
  app,
  { counters, appBaseUrl },
) => {
  const preHandler = app.requireOperator('admin')

  app.get(
    '/ops/operators',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Every operator account (admin only)',
        response: { 200: successEnvelope(operatorListSchema) },
      },
    },
    async () => ok({ operators: (await listOperators(app.db)).map(operatorView) }),
  )

  app.post(
    '/ops/operators',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Invite an operator by email (admin only)',
        description: 'Re-inviting someone who has not set a password yet sends a fresh link.',
        body: operatorInviteSchema,
        response: { 200: operatorResponse, 201: operatorResponse },
      },
    },
    async (request, reply) => {
      const admin = signedInOperator(request)
      await countOrRefuse(request, counters.invitesByAdmin)
      const { operator, created } = await inviteOperator(app.db, admin.id, appBaseUrl, request.body)
      await app.mailOutbox.deliverNow()
      return reply.code(created ? 201 : 200).send(ok({ operator: operatorView(operator) }))
    },
  )

  app.patch(
    '/ops/operators/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Change an operator's role, status, phone or duty (admin only)",
        description:
          'Role and status are for other operators only; disabling ends every session of that ' +
          'operator at once. Phone and duty may be any operator’s, the admin’s own included.',
        params: operatorIdParamsSchema,
        body: operatorChangeSchema,
        response: { 200: operatorResponse },
      },
    },
    async (request) => {
      const admin = signedInOperator(request)
      const { id } = request.params
      const updated = await changeOperator(app.db, admin.id, id, request.body)
      return ok({ operator: operatorView(updated) })
    },
  )

  app.post(
    '/ops/operators/:id/reset-two-factor',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: "Reset another operator's authenticator app (admin only)",
        description:
          'Drops their TOTP secret and recovery codes and ends their sessions; their next ' +
          'sign-in sets up an authenticator app again.',
        params: operatorIdParamsSchema,
        response: { 200: operatorResponse },
      },
    },
    async (request) => {
      const admin = signedInOperator(request)
      const updated = await resetTwoFactor(app.db, admin.id, request.params.id)
      return ok({ operator: operatorView(updated) })
    },
  )
}
