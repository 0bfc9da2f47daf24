import { DomainError, outboxMessages } from '@ridelane/domain'
import type { Database } from '../../db/client'
import { isUuid } from '../../lib/uuid'
import { recordAudit } from '../audit'
import { lockMail, requeueMail, type OutboxRow } from './repository'

const notFound = () => new DomainError('NOT_FOUND', outboxMessages.mailNotFound)

// What the audit keeps of a mail: its delivery state, never its body.
const snapshot = (mail: OutboxRow) => ({
  status: mail.status,
  attempts: mail.attempts,
  last_error: mail.lastError,
})

/**
 * Puts a failed mail back in the queue. A mail already pending is left as it is (asking twice
 * does no harm); a sent or logged one is a conflict, so nobody mails a traveller twice.
 */
export async function retryMail(db: Database, operatorId: string, id: string): Promise<OutboxRow> {
  if (!isUuid(id)) throw notFound()
  return db.transaction(async (tx) => {
    const mail = await lockMail(tx, id)
    if (!mail) throw notFound()
    if (mail.status === 'pending') return mail
    if (mail.status !== 'failed') throw new DomainError('CONFLICT', outboxMessages.notRetriable)
    const requeued = await requeueMail(tx, id)
    await recordAudit(tx, {
      operator: { id: operatorId },
      action: 'mail.retry',
      target: { kind: 'mail', id },
      before: snapshot(mail),
      after: snapshot(requeued),
    })
    return requeued
  })
}
