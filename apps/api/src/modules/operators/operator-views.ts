import type { Operator, OperatorSession } from '@ridelane/domain'
import type { OperatorRow, OperatorSessionRow } from './repository'

/** What clients see of an operator: never the password hash or the TOTP secret. */
export function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    password_set: row.passwordHash !== null,
    two_factor_enabled: row.totpEnabled,
    phone: row.phone,
    on_duty: row.onDuty,
    created_at: row.createdAt.toISOString(),
  }
}

export function sessionView(row: OperatorSessionRow, currentId: string): OperatorSession {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    user_agent: row.userAgent,
    current: row.id === currentId,
  }
}
