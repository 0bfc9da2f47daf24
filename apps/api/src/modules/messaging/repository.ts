import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { outboundMessages } from '../../db/schema'

// Text messages (SMS or WhatsApp) to drivers and travellers, written in the caller's
// transaction and sent once by the delivery loop through the messaging port
// (docs/decisions/029-providers-and-drivers.md).

export type TextChannel = 'sms' | 'whatsapp'

export type NewTextMessage = {
  channel: TextChannel
  /** E.164 or as the traveller typed it; the port normalises it. */
  to: string
  body: string
  /** The same text goes here by mail when the messaging service refuses it. */
  fallbackEmail?: string | null
  bookingId?: string | null
  /** One message per event: the same key twice queues it once (`driver-assigned:<booking>:<driver>`). */
  dedupeKey: string
}

/** Queues a message in the caller's transaction; false when that key was queued before. */
export async function queueTextMessage(tx: Database, message: NewTextMessage): Promise<boolean> {
  const rows = await tx
    .insert(outboundMessages)
    .values({
      channel: message.channel,
      toNumber: message.to,
      body: message.body,
      fallbackEmail: message.fallbackEmail ?? null,
      bookingId: message.bookingId ?? null,
      dedupeKey: message.dedupeKey,
    })
    .onConflictDoNothing({ target: outboundMessages.dedupeKey })
    .returning({ id: outboundMessages.id })
  return rows.length > 0
}

export type TextMessageRow = typeof outboundMessages.$inferSelect

/**
 * The mail outbox's lease pattern on `outbound_messages`: takes up to `limit` due messages,
 * counts the attempt and leases them for `leaseSeconds`; other processes skip rows another one
 * holds and see them as taken until the lease ends, when a dead process's messages are due again.
 */
export async function claimDueTextMessages(
  db: Database,
  limit: number,
  leaseSeconds: number,
): Promise<TextMessageRow[]> {
  const due = db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.status, 'pending'),
        lte(outboundMessages.availableAt, sql`now()`),
        or(isNull(outboundMessages.leasedUntil), lte(outboundMessages.leasedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outboundMessages.availableAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(outboundMessages)
    .set({
      attempts: sql`${outboundMessages.attempts} + 1`,
      leasedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
    })
    .where(inArray(outboundMessages.id, due))
    .returning()
}

/** Only the claim that `attempts` counted may settle the message. */
const stillClaimed = (message: { id: string; attempts: number }) =>
  and(
    eq(outboundMessages.id, message.id),
    eq(outboundMessages.status, 'pending'),
    eq(outboundMessages.attempts, message.attempts),
  )

export type TextMessageOutcome =
  | { status: 'sent'; reference: string | null }
  | { status: 'logged' }
  | { status: 'emailed' | 'failed'; error: string }

/**
 * Settles a claimed message: sent, logged (no service), emailed instead, or given up. False when
 * the claim was no longer this process's (its lease ran out and another process took it).
 */
export async function settleTextMessage(
  db: Database,
  message: { id: string; attempts: number },
  outcome: TextMessageOutcome,
): Promise<boolean> {
  const rows = await db
    .update(outboundMessages)
    .set({
      status: outcome.status,
      leasedUntil: null,
      ...(outcome.status === 'sent'
        ? { providerReference: outcome.reference, sentAt: sql`now()`, lastError: null }
        : {}),
      ...(outcome.status === 'emailed' ? { lastError: outcome.error, sentAt: sql`now()` } : {}),
      ...(outcome.status === 'failed' ? { lastError: outcome.error } : {}),
    })
    .where(stillClaimed(message))
    .returning({ id: outboundMessages.id })
  return rows.length > 0
}

/** A temporary failure: the message is due again in `retryInSeconds`. */
export async function retryTextMessageLater(
  db: Database,
  message: { id: string; attempts: number },
  error: string,
  retryInSeconds: number,
) {
  await db
    .update(outboundMessages)
    .set({
      lastError: error,
      leasedUntil: null,
      availableAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
    })
    .where(stillClaimed(message))
}

/** The newest `limit` text messages, oldest first, for `npm run outbox`. */
export async function recentTextMessages(db: Database, limit: number): Promise<TextMessageRow[]> {
  const rows = await db
    .select()
    .from(outboundMessages)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit)
  return rows.reverse()
}
