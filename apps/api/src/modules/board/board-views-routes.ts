import {
  boardViewCreatedSchema,
  boardViewInputSchema,
  boardViewListSchema,
  boardViewParamsSchema,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { boardViewsOf, removeBoardView, saveBoardView } from './board-views'

const tags = ['bookings board']
const security = [{ operatorToken: [] }]
const listResponse = successEnvelope(boardViewListSchema)

/** The signed-in operator's saved views of the board; any operator, each their own. */
export const boardViewRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireOperator()

  app.get(
    '/ops/board-views',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Your saved views of the bookings board, by name',
        response: { 200: listResponse },
      },
    },
    async (request) => ok(await boardViewsOf(app.db, signedInOperator(request).id)),
  )

  app.post(
    '/ops/board-views',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Save the board’s filters under a name',
        description:
          '`name` (1–60 characters) and `query`, the board’s search string as its address ' +
          'carries it (`unassigned=true&from=2030-01-15`), which must be one `GET /ops/bookings` ' +
          'accepts. 409 when you already have a view of that name, or 30 views.',
        body: boardViewInputSchema,
        response: { 201: successEnvelope(boardViewCreatedSchema) },
      },
    },
    async (request, reply) => {
      const saved = await saveBoardView(app.db, signedInOperator(request).id, request.body)
      return reply.code(201).send(ok(saved))
    },
  )

  app.delete(
    '/ops/board-views/:id',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Delete one of your saved views; answers the views left',
        description: 'Another operator’s view, like an unknown one, is a 404.',
        params: boardViewParamsSchema,
        response: { 200: listResponse },
      },
    },
    async (request) =>
      ok(await removeBoardView(app.db, signedInOperator(request).id, request.params.id)),
  )
}
