import { z } from 'zod'
import { paginationSchema } from '../pagination/pagination-schema'
import { opsPageSchema } from './ops-outbox'

export const auditMessages = {
  targetKindInvalid: 'The target kind is letters and underscores only',
  targetIdInvalid: 'The target id is too long',
} as const

export const auditQuerySchema = z.object({
  target_kind: z
    .string()
    .regex(/^[a-z_]{1,40}$/, auditMessages.targetKindInvalid)
    .optional(),
  target_id: z.string().max(100, auditMessages.targetIdInvalid).optional(),
  page: opsPageSchema,
})
export type AuditQuery = z.infer<typeof auditQuerySchema>

/** A snapshot of what an action changed; secrets are never part of it. */
export const auditSnapshotSchema = z.record(z.string(), z.unknown()).nullable()

/**
 * Who an entry names when no operator acted: work the server does by itself, such as the
 * retention sweep that anonymises old bookings (docs/privacy.md).
 */
export const systemAuditOperator = { id: 'system', email: 'Ridelane (automatic)' } as const

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime({ offset: true }),
  /** The operator who acted, or systemAuditOperator. */
  operator: z.object({ id: z.string(), email: z.string() }),
  /** e.g. 'operator.invite', 'operator.update', 'mail.retry'. */
  action: z.string(),
  target_kind: z.string(),
  target_id: z.string(),
  before: auditSnapshotSchema,
  after: auditSnapshotSchema,
  reason: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditListSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
})
export type AuditList = z.infer<typeof auditListSchema>
