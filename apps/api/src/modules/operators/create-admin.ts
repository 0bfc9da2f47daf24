import { operatorEmailSchema, parseOrThrow } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { issuePasswordLink } from './password-links'
import { insertOperator, updateOperator } from './repository'

/**
 * The first admin, from the server's command line (`npm run ops -- create-admin EMAIL`).
 * Run again for the same email, it makes no second account: the operator becomes an active
 * admin again and gets a fresh link, the way back in for an admin who lost their password.
 */
export async function createAdmin(db: Database, appBaseUrl: string, rawEmail: string) {
  const email = parseOrThrow(operatorEmailSchema, rawEmail)
  return db.transaction(async (tx) => {
    const { operator, created } = await insertOperator(tx, { email, role: 'admin' })
    if (!created) await updateOperator(tx, operator.id, { role: 'admin', status: 'active' })
    const link = await issuePasswordLink(tx, appBaseUrl, operator.id)
    return { id: operator.id, email: operator.email, created, link }
  })
}
