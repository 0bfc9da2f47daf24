import { count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { mailOutbox, type MailStatus } from '../../db/schema'

// The only file of the outbox feature that touches Drizzle; delivery itself is in src/mail.

export type OutboxRow = typeof mailOutbox.$inferSelect

const withStatus = (status: MailStatus | undefined) =>
  status === undefined ? undefined : eq(mailOutbox.status, status)

export async function countMail(db: Database, status: MailStatus | undefined) {
  const [row] = await db.select({ total: count() }).from(mailOutbox).where(withStatus(status))
  return row?.total ?? 0
}

/** One page of mail, newest first. */
export function listMail(
  db: Database,
  status: MailStatus | undefined,
  offset: number,
  limit: number,
) {
  return db
    .select()
    .from(mailOutbox)
    .where(withStatus(status))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .offset(offset)
    .limit(limit)
}

/** One mail, bodies included (the preview hides their links' secrets before showing them). */
export async function findMail(db: Database, id: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return row
}

/** The mail, locked until the transaction ends so two retries cannot interleave. */
export async function lockMail(tx: Database, id: string) {
  const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update')
  return row
}

/**
 * Back to pending, due now, with a fresh count of attempts: the delivery loop gives up after a
 * fixed number of them, so a mail given up on would otherwise get a single try.
 */
export async function requeueMail(tx: Database, id: string) {
  const [row] = await tx
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, availableAt: sql`now()` })
    .where(eq(mailOutbox.id, id))
    .returning()
  return row!
}
