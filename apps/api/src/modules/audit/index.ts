// The operator audit trail (docs/decisions/014-audit.md): console features call `recordAudit`
// inside the transaction of each change; admins read the log at GET /api/v1/ops/audit.
export { listAudit, recordAudit, type AuditRecord } from './repository'
export { auditRoutes as auditModule } from './routes'
