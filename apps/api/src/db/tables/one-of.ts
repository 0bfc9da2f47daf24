import { sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * A CHECK condition that `column` holds one of `values`. Callers pass packages/domain's own list
 * (bookingStatuses…), so the database refuses exactly the values the domain does not know and
 * the two cannot drift apart; a new value shows up as a change of the constraint in the next
 * `npm run db:generate`. A null passes, as in any CHECK: nullability is the column's business.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const listed = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')
  return sql`${column} in (${sql.raw(listed)})`
}
