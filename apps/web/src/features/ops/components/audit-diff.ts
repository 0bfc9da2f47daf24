type Snapshot = Record<string, unknown> | null

export type AuditChange = { field: string; before: string | null; after: string | null }

const show = (value: unknown): string =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value)

/**
 * The fields an action changed, for a compact "before → after" line. A target that did not
 * exist before lists its new fields with no before value; an unchanged snapshot lists nothing.
 */
export function auditChanges(before: Snapshot, after: Snapshot): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields.flatMap((field) => {
    const was = before ? show(before[field]) : null
    const is = after ? show(after[field]) : null
    return was === is ? [] : [{ field, before: was, after: is }]
  })
}
