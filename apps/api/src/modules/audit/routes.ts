import {
  auditListSchema,
  auditQuerySchema,
  OPS_PAGE_SIZE,
  paginationFor,
  successEnvelope,
  systemAuditOperator,
  type AuditEntry,
} from '@ridelane/domain'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../http/envelope'
import { countAudit, listAudit } from './repository'

type AuditRow = Awaited<ReturnType<typeof listAudit>>[number]

function entryView({ entry, operatorEmail }: AuditRow): AuditEntry {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    operator:
      entry.operatorId === null || operatorEmail === null
        ? { ...systemAuditOperator }
        : { id: entry.operatorId, email: operatorEmail },
    action: entry.action,
    target_kind: entry.targetKind,
    target_id: entry.targetId,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
  }
}

/** The audit log, readable by admins only; registered under /api/v1. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ops/audit',
    {
      preHandler: app.requireOperator('admin'),
      schema: {
        tags: ['audit'],
        security: [{ operatorToken: [] }],
        summary: 'Operator actions, newest first (admin only)',
        description: 'Filter by `target_kind` and `target_id` to see what happened to one thing.',
        querystring: auditQuerySchema,
        response: { 200: successEnvelope(auditListSchema) },
      },
    },
    async (request) => {
      const { target_kind: targetKind, target_id: targetId, page } = request.query
      const filter = { targetKind, targetId }
      const total = await countAudit(app.db, filter)
      const rows = await listAudit(app.db, filter, (page - 1) * OPS_PAGE_SIZE, OPS_PAGE_SIZE)
      return ok({
        entries: rows.map(entryView),
        pagination: paginationFor(total, page, OPS_PAGE_SIZE),
      })
    },
  )
}
