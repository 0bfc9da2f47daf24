import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { operators } from './operators'

export type AuditSnapshot = Record<string, unknown>

/**
 * Every operator action in the console: who, when, and the target before and after, written in
 * the same transaction as the change (docs/decisions/014-audit.md). Snapshots never hold secrets
 * (password hashes, TOTP secrets, tokens). Rows are never deleted, and updated only to anonymise
 * a booking's traveller (docs/privacy.md). No operator: work the server did by itself, such as
 * the retention sweep.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two actions can share a timestamp, and "newest first" must not guess. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: uuid('operator_id').references(() => operators.id),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<AuditSnapshot>(),
    after: jsonb('after').$type<AuditSnapshot>(),
    reason: text('reason'),
  },
  (table) => [
    index('operator_audit_seq_idx').on(table.seq),
    index('operator_audit_target_idx').on(table.targetKind, table.targetId, table.seq),
  ],
)
