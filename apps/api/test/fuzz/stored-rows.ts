import { sql } from 'drizzle-orm'
import type { App } from '../../src/app'

// Every table a refused request could have written to, if a check ran after the write.
const tables = [
  'bookings',
  'quotes',
  'partners',
  'partner_sessions',
  'password_reset_tokens',
  'mail_outbox',
  'operators',
  'operator_sessions',
  'operator_sign_in_tickets',
  'operator_recovery_codes',
  'operator_password_links',
  'operator_audit',
]

export type RowCounts = Record<string, number>

/** Row counts of those tables. */
export async function storedRows(app: App): Promise<RowCounts> {
  const counts = tables
    .map((table) => `(select count(*) from ${table})::int as ${table}`)
    .join(', ')
  const result = await app.db.execute(sql.raw(`select ${counts}`))
  // Both drivers answer with node-postgres' result shape.
  return (result as unknown as { rows: RowCounts[] }).rows[0]!
}

/**
 * The counts once work started by the last response has finished: some routes write after
 * answering (a reset request sends its mail in the background), so wait for two equal readings.
 */
export async function settledRows(app: App): Promise<RowCounts> {
  let previous = await storedRows(app)
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    const current = await storedRows(app)
    if (JSON.stringify(current) === JSON.stringify(previous)) return current
    previous = current
  }
  return previous
}
