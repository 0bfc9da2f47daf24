import {
  OPS_PAGE_SIZE,
  operatorIdParamsSchema,
  outboxListSchema,
  outboxPreviewSchema,
  outboxMessages,
  outboxQuerySchema,
  outboxRetrySchema,
  paginationFor,
  successEnvelope,
  type OutboxMail,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { signedInOperator } from '../../plugins/operator-auth'
import { mailPreview } from './mail-preview'
import { countMail, listMail, type OutboxRow } from './repository'
import { retryMail } from './retry-mail'

// No body in the list. Invitations and resets carry links that would let a dispatcher become
// someone else, so the one route that shows a body (the preview) hides every link's fragment.
function mailView(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.status === 'pending' ? row.availableAt.toISOString() : null,
    sent_at: row.sentAt?.toISOString() ?? null,
  }
}

const tags = ['outbox']
const security = [{ operatorToken: [] }]

/** The mail outbox for any operator (docs/decisions/014-audit.md); registered under /api/v1. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const preHandler = app.requireOperator()

  app.get(
    '/ops/outbox',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Mail in the outbox, newest first, without bodies',
        querystring: outboxQuerySchema,
        response: { 200: successEnvelope(outboxListSchema) },
      },
    },
    async (request) => {
      const { status, page } = request.query
      const total = await countMail(app.db, status)
      const rows = await listMail(app.db, status, (page - 1) * OPS_PAGE_SIZE, OPS_PAGE_SIZE)
      return ok({
        mails: rows.map(mailView),
        pagination: paginationFor(total, page, OPS_PAGE_SIZE),
      })
    },
  )

  app.get(
    '/ops/outbox/:id/preview',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'One mail with its HTML and text parts, links without their secrets',
        description:
          'For the console to show a mail as its reader sees it. Every link keeps its address ' +
          'and loses its fragment, where sign-in, reset and ride links carry their token. The ' +
          'HTML is for a sandboxed frame; it is null for a mail queued with text only.',
        params: operatorIdParamsSchema,
        response: { 200: successEnvelope(outboxPreviewSchema) },
      },
    },
    async (request) => {
      const { row, html, text } = await mailPreview(app.db, request.params.id)
      return ok({ mail: { ...mailView(row), html, text } })
    },
  )

  app.post(
    '/ops/outbox/:id/retry',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Queue a failed mail again',
        description:
          'The mail becomes pending, due now, with its attempts counted afresh. A pending mail ' +
          'is left as it is; a sent or logged one is a 409.',
        params: operatorIdParamsSchema,
        response: { 200: successEnvelope(outboxRetrySchema) },
      },
    },
    async (request) => {
      const operator = signedInOperator(request)
      const mail = await retryMail(app.db, operator.id, request.params.id)
      return ok({ mail: mailView(mail), message: outboxMessages.retried })
    },
  )
}
