import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { operatorAudit, operators, type AuditSnapshot } from '../../db/schema'

// The only file of the audit feature that touches Drizzle.

export type AuditRecord = {
  /** The signed-in operator who acted; null for work the server did by itself (a sweep). */
  operator: { id: string } | null
  /** `<target kind>.<verb>`, e.g. 'operator.invite', 'mail.retry'. */
  action: string
  target: { kind: string; id: string }
  /** What the target looked like before and after; null when it did not exist. No secrets. */
  before: AuditSnapshot | null
  after: AuditSnapshot | null
  reason?: string | null
}

/**
 * Records an operator action. Pass the transaction that makes the change, so the entry exists
 * if and only if the change commits (docs/decisions/014-audit.md).
 */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await tx.insert(operatorAudit).values({
    operatorId: record.operator?.id ?? null,
    action: record.action,
    targetKind: record.target.kind,
    targetId: record.target.id,
    before: record.before,
    after: record.after,
    reason: record.reason ?? null,
  })
}

export type AuditFilter = { targetKind?: string; targetId?: string }

function where(filter: AuditFilter): SQL | undefined {
  return and(
    filter.targetKind === undefined ? undefined : eq(operatorAudit.targetKind, filter.targetKind),
    filter.targetId === undefined ? undefined : eq(operatorAudit.targetId, filter.targetId),
  )
}

export async function countAudit(db: Database, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(operatorAudit).where(where(filter))
  return row?.total ?? 0
}

/** One page of entries, newest first, with the acting operator's email (null: the system). */
export function listAudit(db: Database, filter: AuditFilter, offset: number, limit: number) {
  return db
    .select({ entry: operatorAudit, operatorEmail: operators.email })
    .from(operatorAudit)
    .leftJoin(operators, eq(operators.id, operatorAudit.operatorId))
    .where(where(filter))
    .orderBy(desc(operatorAudit.seq))
    .offset(offset)
    .limit(limit)
}
