import {
  boardChoicesSchema,
  boardPageSchema,
  boardQuerySchema,
  paginationFor,
  successEnvelope,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { compiledResponse } from '../../http/serializer'
import { boardCsv } from './board-csv'
import { streamBookingChanges } from './board-stream'
import { boardViewRoutes } from './board-views-routes'
import { boardRowView } from './board-view'
import { bookingChanges } from './booking-changes'
import { boardChoices, countBoard, listBoard, searchBoard } from './repository'

const description =
  'Filters: `from`/`to` (pickup days on each pickup’s own calendar), `status` (comma-separated), ' +
  '`area`, `partner`, `provider`, `unassigned=true`, `sandbox` (`exclude`, the default, leaves out ' +
  'bookings made with a test API key; `include` or `only`), and `q` (booking code, traveller name, ' +
  'email or phone). See docs/decisions/017-bookings-board.md.'

/** The bookings board, for admins and dispatchers alike; registered under /api/v1. */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(boardViewRoutes)
  const changes = bookingChanges(app)
  const openStreams = new Set<() => void>()
  // Open streams would hold the server open at shutdown; end them first.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end()
    await changes.close()
  })

  app.get(
    '/ops/bookings',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags: ['bookings board'],
        security: [{ operatorToken: [] }],
        summary: 'One page of bookings, filtered, searched and sorted',
        description,
        querystring: boardQuerySchema,
        // Rows the server builds from its own database: compiled, not checked by zod each time.
        response: { 200: compiledResponse(successEnvelope(boardPageSchema)) },
      },
    },
    async (request) => {
      const { sort, dir, page, page_size: pageSize, ...filter } = request.query
      const now = new Date()
      const offset = (page - 1) * pageSize
      const { total, rows } = filter.q
        ? await searchBoard(app.db, filter, { sort, dir }, offset, pageSize)
        : await Promise.all([
            countBoard(app.db, filter),
            listBoard(app.db, filter, { sort, dir }, offset, pageSize),
          ]).then(([total, rows]) => ({ total, rows }))
      return ok({
        bookings: rows.map((row) => boardRowView(row, now)),
        pagination: paginationFor(total, page, pageSize),
      })
    },
  )

  app.get(
    '/ops/bookings.csv',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags: ['bookings board'],
        security: [{ operatorToken: [] }],
        summary: 'Every booking matching the board’s filters, as CSV',
        description: `${description} Paging parameters are ignored: the file holds every match.`,
        querystring: boardQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10)
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookings-${day}.csv"`)
      return reply.send(boardCsv(app.db, request.query))
    },
  )

  app.get(
    '/ops/bookings/stream',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags: ['bookings board'],
        security: [{ operatorToken: [] }],
        summary: 'Server-sent events: a booking was created or changed',
        description:
          '`event: booking` with `{ "id", "op" }` for every booking created or changed by any API ' +
          'process; a comment line every 15 s. Send the operator token in the Authorization header.',
        produces: ['text/event-stream'],
      },
    },
    (request, reply) => streamBookingChanges(app, changes, openStreams, request, reply),
  )

  app.get(
    '/ops/bookings/choices',
    {
      preHandler: app.requireOperator(),
      schema: {
        tags: ['bookings board'],
        security: [{ operatorToken: [] }],
        summary: 'Service areas, partners and providers to filter the board by',
        response: { 200: successEnvelope(boardChoicesSchema) },
      },
    },
    async () => ok(await boardChoices(app.db)),
  )
}
