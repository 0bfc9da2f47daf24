import { ANONYMISED_EMAIL, ANONYMISED_TEXT } from '@ridelane/domain'
import { desc, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { preparedPerShape } from '../db/prepared'
import { mailOutbox } from '../db/schema'
import { leasedQueue, type QueueClaim } from '../lib/leased-queue-repository'
import { originOfCurrentWork } from '../lib/work-context'

export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html?: string
  /** Erase the address and the text once the mail is sent or given up (mailOutbox.forgetAfterSending). */
  forgetAfterSending?: boolean
}
export type OutboxMail = typeof mailOutbox.$inferSelect

/**
 * Queues a mail inside the caller's transaction, so it is sent if and only if the change that
 * caused it commits (docs/architecture.md#mail-outbox). Pass the transaction, not the app's `db`.
 */
export async function enqueueMail(tx: Database, mail: OutgoingMail): Promise<string> {
  const [row] = await mailInsert(tx, {
    mail: {
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      forgetAfterSending: mail.forgetAfterSending ?? false,
      // Always given (null outside any request or job), so the statement keeps one shape.
      traceContext: originOfCurrentWork(),
    },
  })
  return row!.id
}

const mailInsert = preparedPerShape(
  'mail_insert',
  (db, { mail }: { mail: typeof mailOutbox.$inferInsert }) =>
    db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id }),
)

// The lease is `available_at` pushed ahead: a claimed mail is simply not due until it ends.
const queue = leasedQueue(mailOutbox, {
  id: mailOutbox.id,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  dueAt: mailOutbox.availableAt,
  leasedUntil: mailOutbox.availableAt,
})

/**
 * Takes up to `limit` due mails and leases them for `leaseSeconds`: other processes skip rows
 * another one holds (SKIP LOCKED) and, once claimed, see them as not due until the lease ends.
 * A process that dies mid-send leaves its mail to be retried when the lease runs out.
 */
export function claimDueMail(db: Database, limit: number, leaseSeconds: number) {
  return queue.claim(db, { limit, leaseSeconds })
}

const unlessForgotten = (value: unknown, erased: string) =>
  sql`case when ${mailOutbox.forgetAfterSending} then ${erased} else ${value} end`

/**
 * What settling a mail leaves of it: a mail queued to be forgotten (a data-rights code, an erasure
 * notice) keeps its subject, status and times, never its address or text. A mail only logged (no
 * SMTP_URL: a developer's machine) is kept whole, for `npm run outbox`.
 */
const settled = (changes: Record<string, unknown>) => ({
  ...changes,
  toAddress: unlessForgotten(mailOutbox.toAddress, ANONYMISED_EMAIL),
  textBody: unlessForgotten(mailOutbox.textBody, ANONYMISED_TEXT),
  htmlBody: sql`case when ${mailOutbox.forgetAfterSending} then null else ${mailOutbox.htmlBody} end`,
})

/**
 * The SMTP server took the mail. False when the claim was lost (the lease ran out and another
 * process claimed the mail): that process's attempt is the one that counts.
 */
export function markMailSent(db: Database, mail: QueueClaim) {
  return queue.complete(db, mail, settled({ status: 'sent', sentAt: sql`now()`, lastError: null }))
}

export function markMailLogged(db: Database, mail: QueueClaim) {
  return queue.complete(db, mail, { status: 'logged' })
}

/** Gives back a claimed mail this process did not start (it is shutting down): due now, as if never taken. */
export function releaseMail(db: Database, mail: QueueClaim) {
  return queue.release(db, mail)
}

/** Records a failed attempt: try again after `retryInSeconds`, or give up when that is null. */
export function markMailAttemptFailed(
  db: Database,
  mail: QueueClaim,
  error: string,
  retryInSeconds: number | null,
) {
  return retryInSeconds === null
    ? queue.complete(
        db,
        mail,
        settled({ status: 'failed', lastError: unlessForgotten(error, ANONYMISED_TEXT) }),
      )
    : queue.retryLater(db, mail, retryInSeconds, { lastError: error })
}

/** The newest `limit` mails, oldest first, for `npm run outbox`. */
export async function recentMail(db: Database, limit: number): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit)
  return rows.reverse()
}
