import {
  providerIdParamsSchema,
  providerStatementQuerySchema,
  providerStatementSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { requireProviderUser, signedInProviderUser } from '../../plugins/provider-auth'
import { providerStatement } from './statement'
import { statementCsv, statementFileName } from './statement-csv'

const tags = ['provider statements']
const description =
  'The provider’s completed and no-show jobs whose pickup falls in `month` (YYYY-MM) on the ' +
  'pickup’s own calendar, each with the fare it earned (before any partner discount, less its ' +
  'refunds), our commission and the payout, and the totals. Amounts in USD. See ' +
  'docs/decisions/029-providers-and-drivers.md#statements-and-ratings.'
const statementResponse = { 200: successEnvelope(providerStatementSchema) }

async function sendCsv(reply: FastifyReply, found: Awaited<ReturnType<typeof providerStatement>>) {
  const { statement, lines, totals } = found
  return reply
    .type('text/csv; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="${statementFileName(statement.provider.name, statement.month)}"`,
    )
    .send(statementCsv(statement, lines, totals))
}

/** Statements for the provider portal (its own) and the console (any provider's). */
export const statementRoutes: FastifyPluginAsyncZod = async (app) => {
  const anyOperator = app.requireOperator()

  app.get(
    '/provider/statement',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security: [{ providerToken: [] }],
        summary: 'The signed-in provider’s statement for a month',
        description,
        querystring: providerStatementQuerySchema,
        response: statementResponse,
      },
    },
    async (request) => {
      const { providerId } = signedInProviderUser(request)
      return ok((await providerStatement(app.db, providerId, request.query.month)).statement)
    },
  )

  app.get(
    '/provider/statement.csv',
    {
      preHandler: requireProviderUser,
      schema: {
        tags,
        security: [{ providerToken: [] }],
        summary: 'The signed-in provider’s statement for a month, as CSV',
        description: `${description} The last row holds the totals.`,
        querystring: providerStatementQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { providerId } = signedInProviderUser(request)
      return sendCsv(reply, await providerStatement(app.db, providerId, request.query.month))
    },
  )

  app.get(
    '/ops/providers/:id/statement',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security: [{ operatorToken: [] }],
        summary: 'A provider’s statement for a month',
        description,
        params: providerIdParamsSchema,
        querystring: providerStatementQuerySchema,
        response: statementResponse,
      },
    },
    async (request) =>
      ok((await providerStatement(app.db, request.params.id, request.query.month)).statement),
  )

  app.get(
    '/ops/providers/:id/statement.csv',
    {
      preHandler: anyOperator,
      schema: {
        tags,
        security: [{ operatorToken: [] }],
        summary: 'A provider’s statement for a month, as CSV',
        description: `${description} The last row holds the totals.`,
        params: providerIdParamsSchema,
        querystring: providerStatementQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      sendCsv(reply, await providerStatement(app.db, request.params.id, request.query.month)),
  )
}
