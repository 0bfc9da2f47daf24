import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { mailOutbox } from '../db/schema'

export type OutgoingMail = { to: string; subject: string; text: string; html?: string }
export type OutboxMail = typeof mailOutbox.$inferSelect

/**
 * Queues a mail inside the caller's transaction, so it is sent if and only if the change that
 * caused it commits (docs/architecture.md#mail-outbox). Pass the transaction, not the app's `db`.
 */
export async function enqueueMail(tx: Database, mail: OutgoingMail): Promise<string> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html })
    .returning({ id: mailOutbox.id })
  return row!.id
}

/**
 * Takes up to `limit` due mails and leases them for `leaseSeconds`: other processes skip rows
 * another one holds (SKIP LOCKED) and, once claimed, see them as not due until the lease ends.
 * A process that dies mid-send leaves its mail to be retried when the lease runs out.
 */
export async function claimDueMail(db: Database, limit: number, leaseSeconds: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.availableAt, sql`now()`)))
    .orderBy(asc(mailOutbox.availableAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      availableAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning()
}

export async function markMailSent(db: Database, id: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id))
}

export async function markMailLogged(db: Database, id: string) {
  await db.update(mailOutbox).set({ status: 'logged' }).where(eq(mailOutbox.id, id))
}

/** Records a failed attempt: try again after `retryInSeconds`, or give up when that is null. */
export async function markMailAttemptFailed(
  db: Database,
  id: string,
  error: string,
  retryInSeconds: number | null,
) {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error }
        : { lastError: error, availableAt: sql`now() + make_interval(secs => ${retryInSeconds})` },
    )
    .where(eq(mailOutbox.id, id))
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
